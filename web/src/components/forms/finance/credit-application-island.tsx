'use client';

import { useEffect, useState, type ComponentType } from 'react';

import type { CreditApplicationConfig } from './credit-application-form';
import type { CreditApplicationTexts } from './credit-application-texts';

/** The page always hands over the resolved texts (the loading line shows before the form's chunk arrives). */
export type CreditApplicationIslandConfig = CreditApplicationConfig & { formTexts: CreditApplicationTexts };

/**
 * Loads the multi-step credit application in its own chunk after the page has rendered (it needs JavaScript;
 * the page's <noscript> points to the short pre-approval form).
 */
export function CreditApplicationIsland({ config }: { config: CreditApplicationIslandConfig }) {
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
          {config.formTexts.loading}
        </p>
      )}
    </div>
  );
}
