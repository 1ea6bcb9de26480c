'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * `focusAfterRender(id)`: focuses the element once the render that shows it has committed (the first invalid
 * field after a refused submit, or a list's message that only exists once it has an error; request it in the
 * same event that sets the errors). Focusing before that
 * render can be undone when the render replaces or re-labels the field.
 */
export function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null);
  const [, setRequest] = useState(0);

  // After every commit: cheap, nothing to do unless a focus is pending.
  useEffect(() => {
    const id = pending.current;
    if (!id) return;
    pending.current = null;
    document.getElementById(id)?.focus();
  });

  return useCallback((id: string) => {
    pending.current = id;
    setRequest((count) => count + 1);
  }, []);
}
