'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

import { capture } from '../lead-form-island';
import type { ApplyFinancingConfig } from './apply-financing-config';
import type { ApplyFinancingFormProps } from './apply-financing-form';

interface Takeover {
  Form: ComponentType<ApplyFinancingFormProps>;
  initialValues: Record<string, string>;
  focusField: string | null;
}

/**
 * Shows the server-rendered pre-approval form (`children`, posts without JavaScript) and swaps in the enhanced
 * form from its own chunk: when the browser is idle, or at once when the visitor reaches the form.
 */
export function ApplyFinancingIsland({ config, children }: { config: ApplyFinancingConfig; children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [takeover, setTakeover] = useState<Takeover | null>(null);

  useEffect(() => {
    let cancelled = false;
    let started = false;
    const element = wrapper.current;
    const start = () => {
      if (started) return;
      started = true;
      void import('./apply-financing-form').then(({ ApplyFinancingForm }) => {
        if (cancelled) return;
        const { initialValues, focusField } = capture(wrapper.current);
        setTakeover({ Form: ApplyFinancingForm, initialValues, focusField });
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
  }, []);

  return (
    <div ref={wrapper} id="lead-form">
      {takeover ? (
        <takeover.Form config={config} initialValues={takeover.initialValues} focusField={takeover.focusField} />
      ) : (
        children
      )}
    </div>
  );
}
