'use client';

import { useEffect, useRef, useState } from 'react';

/** What the visitor already did in the plain form, so swapping in the enhanced form loses nothing. */
export interface CapturedForm {
  initialValues: Record<string, string>;
  focusField: string | null;
  initialFile: File | null;
}

const CONTROL_FIELDS = new Set(['form', 'url', 'idempotencyKey']);

export function captureForm(wrapper: HTMLElement | null): CapturedForm {
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
 * Loads an enhanced form's chunk when the browser is idle, or at once when the visitor reaches the plain form
 * (focus or pointer inside the wrapper), then hands back the component with what the visitor had already typed.
 * `load` must be a stable function (declared at module level): a new one restarts the loading.
 */
export function useTakeoverWhenReached<Form>(load: () => Promise<Form>) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [takeover, setTakeover] = useState<({ Form: Form } & CapturedForm) | null>(null);

  useEffect(() => {
    let cancelled = false;
    let started = false;
    const element = wrapper.current;
    const start = () => {
      if (started) return;
      started = true;
      void load().then((Form) => {
        if (!cancelled) setTakeover({ Form, ...captureForm(wrapper.current) });
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
  }, [load]);

  return { wrapper, takeover };
}
