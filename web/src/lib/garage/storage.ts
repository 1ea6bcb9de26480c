/**
 * The shopper's garage as kept in the browser (docs/garage.md#storage): saved cars (VIN, price when saved, when)
 * and saved searches (address, label, the matches seen at the last visit). Pure operations on a plain state, and a
 * thin adapter over localStorage that writes only with functional consent, as the popups' finished list does.
 */
import {
  GARAGE_STORAGE_KEY,
  MAX_SAVED_CARS,
  MAX_SAVED_SEARCHES,
  MAX_SEARCH_LABEL,
  MAX_SEEN_VINS,
  VIN_PATTERN,
} from './constants';

export interface SavedCar {
  vin: string;
  /** The public price when saved; null for a car shown without a price (a private car). */
  price: number | null;
  /** ISO time of the save. */
  savedAt: string;
}

export interface SavedSearch {
  /** The search page's address: its clean filter path and its listing query (`/cars-for-sale/suvs?sort=priceLow`). */
  href: string;
  label: string;
  /** How many cars matched at the last visit. */
  count: number;
  /** The VINs that matched at the last visit (at most MAX_SEEN_VINS): what "new since" is counted against. */
  seenVins: string[];
  savedAt: string;
}

export interface GarageState {
  cars: SavedCar[];
  searches: SavedSearch[];
}

export const emptyGarage = (): GarageState => ({ cars: [], searches: [] });

export const isCarSaved = (state: GarageState, vin: string) => state.cars.some((car) => car.vin === vin);

/** Saves a car (newest first); saving it again keeps the first price and time. Over the limit the oldest goes. */
export function saveCar(state: GarageState, car: SavedCar): GarageState {
  if (!VIN_PATTERN.test(car.vin) || isCarSaved(state, car.vin)) return state;
  return { ...state, cars: [car, ...state.cars].slice(0, MAX_SAVED_CARS) };
}

export function removeCar(state: GarageState, vin: string): GarageState {
  return isCarSaved(state, vin) ? { ...state, cars: state.cars.filter((car) => car.vin !== vin) } : state;
}

export const isSearchSaved = (state: GarageState, href: string) =>
  state.searches.some((search) => search.href === href);

/** Saves a search with the matches it has now (they are what the shopper has seen). */
export function saveSearch(
  state: GarageState,
  search: { href: string; label: string; vins: readonly string[]; count: number; savedAt: string },
): GarageState {
  if (isSearchSaved(state, search.href)) return state;
  const saved: SavedSearch = {
    href: search.href,
    label: search.label.slice(0, MAX_SEARCH_LABEL),
    count: search.count,
    seenVins: search.vins.slice(0, MAX_SEEN_VINS),
    savedAt: search.savedAt,
  };
  return { ...state, searches: [saved, ...state.searches].slice(0, MAX_SAVED_SEARCHES) };
}

export function removeSearch(state: GarageState, href: string): GarageState {
  return isSearchSaved(state, href)
    ? { ...state, searches: state.searches.filter((search) => search.href !== href) }
    : state;
}

/** The shopper opened a saved search: what matches now is what they have seen. */
export function markSearchSeen(
  state: GarageState,
  href: string,
  current: { vins: readonly string[]; count: number },
): GarageState {
  if (!isSearchSaved(state, href)) return state;
  return {
    ...state,
    searches: state.searches.map((search) =>
      search.href === href
        ? { ...search, count: current.count, seenVins: current.vins.slice(0, MAX_SEEN_VINS) }
        : search,
    ),
  };
}

/** Matches now that were not there at the last visit. */
export function newMatches(search: Pick<SavedSearch, 'seenVins'>, currentVins: readonly string[]): string[] {
  const seen = new Set(search.seenVins);
  return currentVins.filter((vin) => !seen.has(vin));
}

export type PriceChange =
  | { kind: 'down' | 'up'; amount: number }
  | { kind: 'same' }
  /** No price then or now (a private car, a car without a price): nothing to compare. */
  | { kind: 'unknown' };

/** The change of a saved car's price since it was saved. */
export function priceChange(savedPrice: number | null, currentPrice: number | null): PriceChange {
  if (savedPrice === null || currentPrice === null) return { kind: 'unknown' };
  if (currentPrice === savedPrice) return { kind: 'same' };
  return currentPrice < savedPrice
    ? { kind: 'down', amount: savedPrice - currentPrice }
    : { kind: 'up', amount: currentPrice - savedPrice };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isIsoTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function parseCar(value: unknown): SavedCar | null {
  if (!isRecord(value) || typeof value.vin !== 'string' || !VIN_PATTERN.test(value.vin)) return null;
  return {
    vin: value.vin,
    price: isPrice(value.price) ? value.price : null,
    savedAt: isIsoTime(value.savedAt) ? value.savedAt : new Date(0).toISOString(),
  };
}

function parseSearch(value: unknown): SavedSearch | null {
  if (!isRecord(value) || typeof value.href !== 'string' || !value.href.startsWith('/')) return null;
  const seen = Array.isArray(value.seenVins) ? value.seenVins : [];
  return {
    href: value.href,
    label: typeof value.label === 'string' ? value.label.slice(0, MAX_SEARCH_LABEL) : value.href,
    count: isPrice(value.count) ? Math.floor(value.count) : 0,
    seenVins: seen
      .filter((vin): vin is string => typeof vin === 'string' && VIN_PATTERN.test(vin))
      .slice(0, MAX_SEEN_VINS),
    savedAt: isIsoTime(value.savedAt) ? value.savedAt : new Date(0).toISOString(),
  };
}

/** Reads the stored JSON defensively: anything malformed is dropped, never thrown; duplicates keep the first. */
export function parseGarage(text: string | null): GarageState {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    return emptyGarage();
  }
  if (!isRecord(raw)) return emptyGarage();
  const cars: SavedCar[] = [];
  for (const entry of Array.isArray(raw.cars) ? raw.cars : []) {
    const car = parseCar(entry);
    if (car && !cars.some((other) => other.vin === car.vin)) cars.push(car);
  }
  const searches: SavedSearch[] = [];
  for (const entry of Array.isArray(raw.searches) ? raw.searches : []) {
    const search = parseSearch(entry);
    if (search && !searches.some((other) => other.href === search.href)) searches.push(search);
  }
  return { cars: cars.slice(0, MAX_SAVED_CARS), searches: searches.slice(0, MAX_SAVED_SEARCHES) };
}

/**
 * The garage in a Storage (localStorage). Reading is always allowed (a garage kept while functional cookies were
 * allowed is still the shopper's); writing needs functional consent: `save` returns false and writes nothing
 * without it. Withdrawing functional consent removes the stored garage (`forget`). Failures (private mode, quota)
 * are swallowed: the garage then lives for the page only.
 */
export function createGarageStorage(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null) {
  return {
    load(): GarageState {
      try {
        return parseGarage(storage?.getItem(GARAGE_STORAGE_KEY) ?? null);
      } catch {
        return emptyGarage();
      }
    },
    save(state: GarageState, functionalAllowed: boolean): boolean {
      if (!functionalAllowed || !storage) return false;
      try {
        storage.setItem(GARAGE_STORAGE_KEY, JSON.stringify(state));
        return true;
      } catch {
        return false;
      }
    },
    forget(): void {
      try {
        storage?.removeItem(GARAGE_STORAGE_KEY);
      } catch {
        // Blocked storage: nothing was kept either.
      }
    },
  };
}
