'use client';

import { useEffect, useState, type ComponentType } from 'react';

import type { CreditApplicationConfig } from './credit-application-form';

/** Loading line while the application's chunk arrives (not in the spec). */
export const CREDIT_APPLICATION_LOADING = 'Loading the credit application…';

/**
 * Loads the multi-step credit application in its own chunk after the page has rendered (it needs JavaScript;
 * the page's <noscript> points to the short pre-approval form).
 */
export function CreditApplicationIsland({ config }: { config: CreditApplicationConfig }) {
  const [Form, setForm] = useState<ComponentType<{ config: CreditApplicationConfig }> | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('./credit-application-form').then((module) => {
      if (!cancelled) setForm(() => module.CreditApplicationForm);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <div id="credit-application">
      {Form ? (
        <Form config={config} />
      ) : (
        <p role="status" aria-live="polite">
          {CREDIT_APPLICATION_LOADING}
        </p>
      )}
    </div>
  );
}
