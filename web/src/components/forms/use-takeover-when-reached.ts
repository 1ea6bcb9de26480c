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

/** What can hold the focus in a form: the swap puts it back on the same one when it has no field name (a link). */
export const FOCUSABLE_IN_FORM =
  'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The focused element's place among the form's focusable elements, or null when the focus is not in the form. */
export function focusedIndex(wrapper: HTMLElement | null): number | null {
  const form = wrapper?.querySelector('form');
  const active = document.activeElement;
  if (!form || !(active instanceof HTMLElement) || !form.contains(active)) return null;
  const index = Array.from(form.querySelectorAll(FOCUSABLE_IN_FORM)).indexOf(active);
  return index < 0 ? null : index;
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
 * Loads an enhanced form's chunk when the visitor reaches the plain form (focus inside the wrapper, a pointer over
 * it or pressed in it; focus already inside when the page hydrates counts too), then hands back the component with
 * what the visitor had already typed (start values); `handover` gets the final state in the commit that swaps the
 * forms (see PlainFormHandover). Not on idle: the form library and the schemas are most of a form page's script, and
 * run while the page loads they would block it for nothing (the plain form works until then, and keeps every
 * keystroke across the swap).
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
    const reached = ['focusin', 'pointerdown', 'pointerenter'] as const;
    for (const type of reached) element?.addEventListener(type, start);
    // The visitor may have tapped into a field before the page hydrated.
    if (element?.contains(document.activeElement)) start();
    return () => {
      cancelled = true;
      for (const type of reached) element?.removeEventListener(type, start);
    };
  }, [load]);

  return { wrapper, takeover, handover };
}
