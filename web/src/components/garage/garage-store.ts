'use client';

import { useSyncExternalStore } from 'react';
import { getConsent, subscribeConsent } from '@/components/consent/consent-store';
import { isCategoryAllowed, type ConsentState } from '@/lib/consent/tiers';
import { GARAGE_STORAGE_KEY } from '@/lib/garage/constants';
import { createGarageStorage, emptyGarage, type GarageState } from '@/lib/garage/storage';

/**
 * The shopper's garage in this browser (docs/garage.md#storage), shared by every Save control of a page and the
 * garage page: read once, kept in memory, written back only with functional consent. Another tab's change arrives
 * by the `storage` event. A decided choice without functional consent removes what was kept.
 */
const SERVER_SNAPSHOT: GarageState = emptyGarage();
let snapshot: GarageState | null = null;
const listeners = new Set<() => void>();

const storage = () => createGarageStorage(typeof window === 'undefined' ? null : window.localStorage);

/** Functional storage: true or false once the consent island has published the visitor's consent, null before. */
export function functionalAllowed(consent: ConsentState | null = getConsent()): boolean | null {
  return consent ? isCategoryAllowed(consent, 'functional') : null;
}

function current(): GarageState {
  snapshot ??= storage().load();
  return snapshot;
}

/** The garage now (outside React: the Save controls' island reads it at a press). */
export const readGarage = current;

function emit(): void {
  for (const listener of listeners) listener();
}

/** The visitor decided without functional storage: nothing of the garage may stay in the browser. */
function forgetWithoutConsent(): void {
  const consent = getConsent();
  if (!consent?.decided || isCategoryAllowed(consent, 'functional')) return;
  if (current().cars.length === 0 && current().searches.length === 0) return;
  storage().forget();
  snapshot = emptyGarage();
  emit();
}

/**
 * Calls `listener` whenever the garage changes (here, in another tab, or forgotten for want of consent); returns
 * the unsubscribe.
 */
export function subscribeGarage(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== GARAGE_STORAGE_KEY && event.key !== null) return;
    snapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  const stopConsent = subscribeConsent(forgetWithoutConsent);
  forgetWithoutConsent();
  return () => {
    listeners.delete(listener);
    // Nobody follows the garage any more (another tab may change it unseen): the next reader reads it afresh.
    if (listeners.size === 0) snapshot = null;
    window.removeEventListener('storage', onStorage);
    stopConsent();
  };
}

/** The garage; empty on the server and in the first render (the page is the same for everyone). */
export function useGarage(): GarageState {
  return useSyncExternalStore(subscribeGarage, current, () => SERVER_SNAPSHOT);
}

/**
 * Changes the garage. False when it could not be kept (no functional consent, blocked storage): the caller then
 * explains why; the garage is unchanged.
 */
export function updateGarage(change: (state: GarageState) => GarageState): boolean {
  if (functionalAllowed() !== true) return false;
  const next = change(current());
  if (next === current()) return true;
  if (!storage().save(next, true)) return false;
  snapshot = next;
  emit();
  return true;
}
