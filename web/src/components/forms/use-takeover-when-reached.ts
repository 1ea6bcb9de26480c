'use client';

import { startTransition, useEffect, useRef, useState } from 'react';

/** What the visitor already did in the plain form, so swapping in the enhanced form loses nothing. */
export interface CapturedForm {
  initialValues: Record<string, string>;
  focusField: string | null;
  /** The caret (or selected range) in the focused text field. */
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
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
  const focused = active instanceof HTMLElement && form?.contains(active) ? active : null;
  const focusField = focused?.getAttribute('name') ?? null;
  let selection: CapturedForm['selection'] = null;
  if (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) {
    try {
      if (focused.selectionStart !== null && focused.selectionEnd !== null)
        selection = {
          start: focused.selectionStart,
          end: focused.selectionEnd,
          direction: focused.selectionDirection ?? 'none',
        };
    } catch {
      // Inputs without a caret (e-mail in some browsers) throw: focus alone is kept.
    }
  }
  return { initialValues, focusField, selection, initialFile };
}

/**
 * Loads an enhanced form's chunk when the browser is idle, or at once when the visitor reaches the plain form
 * (focus or pointer inside the wrapper), then hands back the component with what the visitor had already typed
 * (start values); `handover` gets the final state in the commit that swaps the forms (see PlainFormHandover).
 * `load` must be a stable function (declared at module level): a new one restarts the loading.
 */
export function useTakeoverWhenReached<Form>(load: () => Promise<Form>) {
  const wrapper = useRef<HTMLDivElement>(null);
  // Filled by PlainFormHandover in the commit that swaps the forms: what the visitor typed up to that instant.
  const handover = useRef<CapturedForm | null>(null);
  const [takeover, setTakeover] = useState<({ Form: Form } & CapturedForm) | null>(null);

  useEffect(() => {
    let cancelled = false;
    let started = false;
    const element = wrapper.current;
    const start = () => {
      if (started) return;
      started = true;
      void load().then((Form) => {
        // A transition: React keeps the plain form on screen until the enhanced one is ready to show (it may load
        // more code as it renders), then swaps them in one commit. An urgent update would commit the plain form's
        // removal first and the enhanced form a moment later, and a key pressed in between went to <body>.
        if (!cancelled) startTransition(() => setTakeover({ Form, ...captureForm(wrapper.current) }));
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

  return { wrapper, takeover, handover };
}
