'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

import type { EnhancedLeadFormProps } from './enhanced-form-props';
import type { LeadFormConfig, LeadFormKind } from './lead-form-config';

/** The enhanced forms (react-hook-form + zod) load in their own chunks, never with the page. */
const loaders: Record<LeadFormKind, () => Promise<ComponentType<EnhancedLeadFormProps>>> = {
  contact: () => import('./contact-form').then((module) => module.ContactForm),
  careers: () => import('./careers-form').then((module) => module.CareersForm),
  staff: () => import('./staff-member-form').then((module) => module.StaffMemberForm),
};

interface Takeover {
  Form: ComponentType<EnhancedLeadFormProps>;
  initialValues: Record<string, string>;
  focusField: string | null;
  initialFile: File | null;
}

const CONTROL_FIELDS = new Set(['form', 'url', 'idempotencyKey']);

/** What the visitor already did in the plain form, so the swap loses nothing. */
export function capture(wrapper: HTMLElement | null): Omit<Takeover, 'Form'> {
  const form = wrapper?.querySelector('form');
  const initialValues: Record<string, string> = {};
  let initialFile: File | null = null;
  if (form) {
    for (const [name, value] of new FormData(form).entries()) {
      if (CONTROL_FIELDS.has(name)) continue;
      if (typeof value === 'string') initialValues[name] = value;
      else if (value.size > 0) initialFile = value;
    }
  }
  const active = document.activeElement;
  const focusField =
    active instanceof HTMLElement && form?.contains(active) ? (active.getAttribute('name') ?? null) : null;
  return { initialValues, focusField, initialFile };
}

/**
 * Shows the server-rendered plain form (`children`, which posts without JavaScript) and swaps in the enhanced
 * form once its chunk has loaded: when the browser is idle, or at once when the visitor reaches the form.
 */
export function LeadFormIsland({ config, children }: { config: LeadFormConfig; children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [takeover, setTakeover] = useState<Takeover | null>(null);

  useEffect(() => {
    let cancelled = false;
    let started = false;
    const element = wrapper.current;
    const start = () => {
      if (started) return;
      started = true;
      void loaders[config.kind]().then((Form) => {
        if (!cancelled) setTakeover({ Form, ...capture(wrapper.current) });
      });
    };
    element?.addEventListener('focusin', start);
    element?.addEventListener('pointerdown', start);
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? { kind: 'idle' as const, handle: window.requestIdleCallback(start, { timeout: 2000 }) }
        : { kind: 'timeout' as const, handle: window.setTimeout(start, 1000) };
    return () => {
      cancelled = true;
      element?.removeEventListener('focusin', start);
      element?.removeEventListener('pointerdown', start);
      if (idle.kind === 'idle') window.cancelIdleCallback(idle.handle);
      else window.clearTimeout(idle.handle);
    };
  }, [config.kind]);

  return (
    <div ref={wrapper} id="lead-form">
      {takeover ? (
        <takeover.Form
          config={config}
          initialValues={takeover.initialValues}
          focusField={takeover.focusField}
          initialFile={takeover.initialFile}
        />
      ) : (
        children
      )}
    </div>
  );
}
