'use client';

import { startTransition, useEffect, useRef, useState } from 'react';
import type { CapturedForm } from './form-capture';
import { loadFormCapture } from './form-capture-loader';

export type { CapturedForm } from './form-capture';

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
  // The visitor pressed submit on the plain form with fields the browser found invalid: the enhanced form submits
  // again as it takes over, so every invalid field is marked at once (PlainFormHandover), not the browser's first.
  const submitAttempted = useRef(false);
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
      // The capture code comes with the form: nothing reads the plain form before the swap.
      void Promise.all([load(), loadFormCapture()]).then(([Form, { captureForm }]) => {
        // A transition: React keeps the plain form on screen until the enhanced one is ready to show (it may load
        // more code as it renders), then swaps them in one commit. An urgent update would commit the plain form's
        // removal first and the enhanced form a moment later, and a key pressed in between went to <body>.
        if (!cancelled) startTransition(() => setTakeover({ Form, ...captureForm(wrapper.current) }));
      });
    };
    const reached = ['focusin', 'pointerdown', 'pointerenter'] as const;
    for (const type of reached) element?.addEventListener(type, start);
    // `invalid` does not bubble: listened for on the way down. The browser fires it for every invalid field.
    const onInvalid = () => {
      submitAttempted.current = true;
      start();
    };
    element?.addEventListener('invalid', onInvalid, true);
    // The visitor may have tapped into a field before the page hydrated.
    if (element?.contains(document.activeElement)) start();
    return () => {
      cancelled = true;
      for (const type of reached) element?.removeEventListener(type, start);
      element?.removeEventListener('invalid', onInvalid, true);
    };
  }, [load]);

  return { wrapper, takeover, handover, submitAttempted };
}
