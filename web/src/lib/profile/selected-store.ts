/**
 * Which store a page shows: the visitor's `userSelectedStore` cookie wins when it names a known store,
 * otherwise `siteSettings.defaultStore`, otherwise the first store. Pure: the cookie value is passed in.
 */

export const SELECTED_STORE_COOKIE = 'userSelectedStore';

export interface StoreIdentity {
  _id: string;
  storeId: string | null;
}

/** A store matches by its `storeId` (e.g. `naperville`) or its document `_id` (`store.naperville`). */
export function storeMatches(store: StoreIdentity, id: string | null | undefined): boolean {
  if (!id) return false;
  const wanted = id.trim().toLowerCase();
  if (wanted === '') return false;
  return store.storeId?.toLowerCase() === wanted || store._id.toLowerCase() === wanted;
}

export function selectStore<S extends StoreIdentity>(
  stores: readonly S[] | null | undefined,
  defaultStoreId: string | null | undefined,
  cookieValue: string | null | undefined,
): S | null {
  const list = stores ?? [];
  return (
    list.find((store) => storeMatches(store, cookieValue)) ??
    list.find((store) => storeMatches(store, defaultStoreId)) ??
    list[0] ??
    null
  );
}
