/**
 * Which store a lead belongs to: its routing rows come first from that store, the ADF vendor is that store and the
 * stored lead names it (docs/leads.md#which-store-a-lead-goes-to). In this order:
 *
 * 1. a lead about a car of the inventory goes to the car's store, which the caller looked up from the VIN in the
 *    content (the browser never says which store a car belongs to);
 * 2. otherwise the store the visitor picked on the form (the contact form), which must be one of the real stores;
 * 3. otherwise the visitor's store: the `userSelectedStore` cookie, else the default store, else the first.
 *
 * Pure: the caller passes the stores, the cookie and the vehicle's store.
 */
import type { LeadFormType } from '@dealer/schemas/constants';

import { selectStore, storeMatches, type StoreIdentity } from '../profile/selected-store';
import type { LeadPayload } from './payload';

/** Not in the spec: a `store` value that names none of the stores. */
export const UNKNOWN_STORE_MESSAGE = 'Please choose one of our stores.';

/** The form field that carries the visitor's pick of a store (the contact form). */
export const STORE_FIELD = 'store';

/** Forms whose `vehicle` is the visitor's own car (the service booking), never a car of the inventory. */
const OWN_VEHICLE_FORMS: ReadonlySet<LeadFormType> = new Set<LeadFormType>(['SERVICE']);

/** The VIN of the inventory car a lead is about, if it names one. */
export function vehicleOfInterestVin(payload: Pick<LeadPayload, 'formType' | 'vehicle'>): string | null {
  if (OWN_VEHICLE_FORMS.has(payload.formType)) return null;
  const vin = payload.vehicle?.vin?.trim();
  return vin ? vin : null;
}

export interface LeadStoreInput<S extends StoreIdentity> {
  stores: readonly S[] | null | undefined;
  defaultStoreId: string | null | undefined;
  /** The `userSelectedStore` cookie. */
  cookieStore: string | null | undefined;
  /** The `_id` or `storeId` of the store of the car the lead is about (looked up from its VIN); null otherwise. */
  vehicleStoreId?: string | null;
  /** The store the visitor picked on the form (`store` field), unchecked. */
  chosenStore?: string | null;
}

export type LeadStoreChoice<S> =
  | { ok: true; store: S | null; source: 'vehicle' | 'chosen' | 'visitor' }
  | { ok: false; errors: Record<typeof STORE_FIELD, string> };

export function leadStore<S extends StoreIdentity>(input: LeadStoreInput<S>): LeadStoreChoice<S> {
  const stores = input.stores ?? [];
  const chosenValue = input.chosenStore?.trim() || null;
  const chosen = chosenValue ? stores.find((store) => storeMatches(store, chosenValue)) : undefined;
  // A pick that names no store is a field error even when the car decides: the form sent something we cannot honour.
  if (chosenValue && !chosen) return { ok: false, errors: { [STORE_FIELD]: UNKNOWN_STORE_MESSAGE } };

  const ofVehicle = input.vehicleStoreId
    ? stores.find((store) => storeMatches(store, input.vehicleStoreId))
    : undefined;
  if (ofVehicle) return { ok: true, store: ofVehicle, source: 'vehicle' };
  if (chosen) return { ok: true, store: chosen, source: 'chosen' };
  return { ok: true, store: selectStore(stores, input.defaultStoreId, input.cookieStore), source: 'visitor' };
}
