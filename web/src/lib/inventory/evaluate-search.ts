/**
 * The inventory search query (`inventorySearchQuery` in content/queries.ts) evaluated in plain TypeScript over
 * in-memory documents: the embedded dataset's fast path. groq-js evaluates every clause of that filter per
 * document with async iterators (about 0.5 s at 5,000 vehicles on this machine); this does the same work in a few
 * milliseconds. queries.test.ts runs both over the seed for a table of parameters and requires identical rows, so
 * the two cannot drift apart; the Content Lake always runs the GROQ. Pure.
 */
import type { InventorySearchParams } from './search-params';

export interface SearchRow {
  _id: string;
  make: string | null;
  model: string | null;
  bodyStyle: string | null;
  exteriorColor: string | null;
  drivetrain: string | null;
  fuelType: string | null;
  storeId: string | null;
  condition: string | null;
}

type Doc = Record<string, unknown>;

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const ref = (value: unknown): string | null =>
  value && typeof value === 'object' ? str((value as { _ref?: unknown })._ref) : null;

const within = (list: readonly string[] | null, value: string | null) =>
  list === null || (value !== null && list.includes(value));
const atLeast = (bound: number | null, value: number | null) => bound === null || (value !== null && value >= bound);
const atMost = (bound: number | null, value: number | null) => bound === null || (value !== null && value <= bound);

function matches(doc: Doc, p: InventorySearchParams): boolean {
  if (doc._type !== 'vehicle' || (!p.includePrivate && doc.isPrivate === true)) return false;
  const year = num(doc.year);
  const price = num(doc.price);
  if (p.condition !== null && doc.condition !== p.condition) return false;
  if (!within(p.bodyStyleIds, ref(doc.bodyStyle))) return false;
  if (!within(p.makes, str(doc.make))) return false;
  if (!within(p.models, str(doc.model))) return false;
  if (!within(p.colors, str(doc.exteriorColor))) return false;
  if (!within(p.drivetrains, str(doc.drivetrain))) return false;
  if (!within(p.fuels, str(doc.fuelType))) return false;
  if (!within(p.storeIds, ref(doc.store))) return false;
  if (!atLeast(p.yearMin, year) || !atMost(p.yearMax, year)) return false;
  if (!atLeast(p.priceMin, price) || !atMost(p.priceMax, price)) return false;
  if (!atMost(p.mileageMax, num(doc.mileage))) return false;
  if (p.deal === 'price_drop') {
    const oldPrice = num(doc.oldPrice);
    if (oldPrice === null || price === null || !(oldPrice > price)) return false;
  }
  if (p.deal === 'premium_upgrades' && doc.premiumUpgrade !== true) return false;
  if (p.payNewerMax !== null) {
    const from = p.payFromYear;
    if (year === null || price === null || from === null) return false;
    const ceiling = year >= from ? p.payNewerMax : p.payOlderMax;
    if (ceiling === null || price > ceiling) return false;
  }
  return true;
}

type Key = string | number | null;

/** The two sort keys of the GROQ `order()`: the first descending, the second ascending. */
function sortKeys(doc: Doc, sort: InventorySearchParams['sort']): [Key, Key] {
  switch (sort) {
    case 'oldest':
      return [null, str(doc.dateInStock)];
    case 'mileage':
      return [null, num(doc.mileage)];
    case 'priceLow':
      return [null, num(doc.price)];
    case 'year':
      return [num(doc.year), null];
    case 'priceHigh':
      return [num(doc.price), null];
    default:
      return [str(doc.dateInStock), null];
  }
}

/** GROQ's order: values of one type compare naturally; null sorts after everything (ascending). */
function compareAsc(a: Key, b: Key): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

export function evaluateInventorySearch(documents: readonly Doc[], params: InventorySearchParams): SearchRow[] {
  const hits: { doc: Doc; keys: [Key, Key]; vin: Key }[] = [];
  for (const doc of documents) {
    if (matches(doc, params)) hits.push({ doc, keys: sortKeys(doc, params.sort), vin: str(doc.vin) });
  }
  hits.sort((a, b) => compareAsc(b.keys[0], a.keys[0]) || compareAsc(a.keys[1], b.keys[1]) || compareAsc(a.vin, b.vin));
  return hits.map(({ doc }) => ({
    _id: String(doc._id),
    make: str(doc.make),
    model: str(doc.model),
    bodyStyle: ref(doc.bodyStyle),
    exteriorColor: str(doc.exteriorColor),
    drivetrain: str(doc.drivetrain),
    fuelType: str(doc.fuelType),
    storeId: ref(doc.store),
    condition: str(doc.condition),
  }));
}
