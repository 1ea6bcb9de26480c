'use client';

import { useSyncExternalStore } from 'react';
import type { ConsentState } from '@/lib/consent';

/**
 * The visitor's consent in the browser, published by the consent island once it has mounted (null before, and on
 * the server). Client code that sets non-essential cookies or loads tags reads it with `getConsent()` or
 * `useConsent()` and asks `isCategoryAllowed(consent, category)`; a `consentchange` event fires on `window` when it
 * changes, with the new state as `detail`.
 */
export const CONSENT_CHANGE_EVENT = 'consentchange';

let current: ConsentState | null = null;
const listeners = new Set<() => void>();

export function getConsent(): ConsentState | null {
  return current;
}

export function publishConsent(next: ConsentState): void {
  if (current === next) return;
  current = next;
  for (const listener of listeners) listener();
  window.dispatchEvent(new CustomEvent<ConsentState>(CONSENT_CHANGE_EVENT, { detail: next }));
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): ConsentState | null {
  return useSyncExternalStore(subscribeConsent, getConsent, () => null);
}
