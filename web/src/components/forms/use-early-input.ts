'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Pages request their scripts after the first paint (docs/caching.md), so a visitor can move a server-rendered
 * control before React hydrates it. React leaves the element as the visitor left it, but a controlled component's
 * state still holds the server's value: the control would show one value while the page computes with another, and
 * the next render would put the old value back. Once, right after hydration, this reads what the element holds and
 * hands it to `adopt` when it differs from what the server rendered, so the visitor's input is kept.
 */
export function useEarlyInput<E extends HTMLElement, T>(
  read: (element: E) => T | null,
  rendered: T,
  adopt: (value: T) => void,
): RefObject<E | null> {
  const element = useRef<E>(null);
  // The first render's arguments: this runs once, for the state hydration left.
  const first = useRef({ read, rendered, adopt });
  useEffect(() => {
    const { read: readFirst, rendered: serverValue, adopt: adoptFirst } = first.current;
    const value = element.current ? readFirst(element.current) : null;
    if (value !== null && value !== serverValue) adoptFirst(value);
  }, []);
  return element;
}
