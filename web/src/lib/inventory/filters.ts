/**
 * Inventory search state and its URLs. Pure: no I/O.
 *
 * Filters live in clean path segments under `/cars-for-sale/` (crawlable, listed in the filters sitemap) and may
 * also arrive as query parameters (the no-JavaScript filter form submits them; the page redirects to the clean
 * path). Sort and page stay in the query. Segment grammar, in printing order:
 *
 *   new | used | certified            condition
 *   suvs | sedans | …                 body style (the CMS `bodyStyle.value`)
 *   make-{slug} / model-{slug}        make, model (slugs of the names)
 *   year-{min}-{max} | year-from-{min} | year-to-{max}
 *   price-under-{n} | price-over-{n} | price-{min}-{max}
 *   mileage-under-{n}
 *   color-{family} / drivetrain-{slug} / fuel-{slug} / store-{storeId}
 *   payment-under-{n}                 monthly payment (finance rules)
 *   great_deals/price_drop | great_deals/premium_upgrades
 *
 * `/used-cars-for-sale` is condition used with mileage up to 85,000 and `/new-cars-for-sale` condition new.
 */
import { BODY_STYLE_VALUES } from '@dealer/schemas/constants';
import { slugify, VEHICLE_CONDITIONS, type VehicleCondition } from '@dealer/schemas/routes';

export const INVENTORY_ROOT = '/cars-for-sale';
export const USED_ROOT = '/used-cars-for-sale';
export const NEW_ROOT = '/new-cars-for-sale';
/**
 * `/used-cars-for-sale` = used cars (condition `used`: new and certified cars have their own listings) with mileage
 * null..85000 (the lifetime-warranty limit). See usedRootFilters.
 */
export const USED_ROOT_MAX_MILEAGE = 85_000;

export const DEALS = ['price_drop', 'premium_upgrades'] as const;
export type Deal = (typeof DEALS)[number];
const DEALS_SEGMENT = 'great_deals';

export interface InventoryFilters {
  condition: VehicleCondition | null;
  bodyStyle: string | null;
  /** Slugs (`land-rover`); the server maps them to the names in the inventory. */
  make: string | null;
  model: string | null;
  yearMin: number | null;
  yearMax: number | null;
  priceMin: number | null;
  priceMax: number | null;
  mileageMax: number | null;
  /** A colour family (`black`, `blue` …; see colors.ts). */
  color: string | null;
  drivetrain: string | null;
  fuel: string | null;
  /** `store.storeId`. */
  store: string | null;
  /** Highest monthly payment in dollars. */
  payment: number | null;
  deal: Deal | null;
}

export const EMPTY_FILTERS: InventoryFilters = {
  condition: null,
  bodyStyle: null,
  make: null,
  model: null,
  yearMin: null,
  yearMax: null,
  priceMin: null,
  priceMax: null,
  mileageMax: null,
  color: null,
  drivetrain: null,
  fuel: null,
  store: null,
  payment: null,
  deal: null,
};

export const isBodyStyleValue = (value: string) => (BODY_STYLE_VALUES as readonly string[]).includes(value);
const isCondition = (value: string): value is VehicleCondition =>
  (VEHICLE_CONDITIONS as readonly string[]).includes(value);
const isDeal = (value: string): value is Deal => (DEALS as readonly string[]).includes(value);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const WHOLE = /^\d{1,7}$/;

/** A whole, non-negative number from text, or null. */
export function wholeNumber(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').replace(/[$,\s]/g, '');
  return WHOLE.test(trimmed) ? Number(trimmed) : null;
}

const slugOrNull = (text: string | null | undefined): string | null => {
  const slug = slugify(text ?? '');
  return slug && SLUG.test(slug) ? slug : null;
};

/** Keyed segments whose value is a slug. */
const SLUG_KEYS = {
  make: 'make',
  model: 'model',
  color: 'color',
  drivetrain: 'drivetrain',
  fuel: 'fuel',
  store: 'store',
} as const satisfies Record<string, keyof InventoryFilters>;

/**
 * Parses the segments after `/cars-for-sale/` (already split on "/"). Null when any segment is unknown or
 * repeated: such paths answer 404 rather than quietly showing something else.
 */
export function parseFilterSegments(segments: readonly string[]): InventoryFilters | null {
  const filters: InventoryFilters = { ...EMPTY_FILTERS };
  const seen = new Set<string>();
  const once = (key: string) => {
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  for (let index = 0; index < segments.length; index += 1) {
    const segment = decodeURIComponent(segments[index] ?? '').toLowerCase();
    if (segment === DEALS_SEGMENT) {
      const deal = segments[index + 1]?.toLowerCase() ?? '';
      if (!isDeal(deal) || !once('deal')) return null;
      filters.deal = deal;
      index += 1;
      continue;
    }
    if (isCondition(segment)) {
      if (!once('condition')) return null;
      filters.condition = segment;
      continue;
    }
    if (isBodyStyleValue(segment)) {
      if (!once('bodyStyle')) return null;
      filters.bodyStyle = segment;
      continue;
    }
    let match: RegExpExecArray | null;
    if ((match = /^price-under-(\d{1,7})$/.exec(segment)) && once('price')) {
      filters.priceMax = Number(match[1]);
    } else if ((match = /^price-over-(\d{1,7})$/.exec(segment)) && once('price')) {
      filters.priceMin = Number(match[1]);
    } else if ((match = /^price-(\d{1,7})-(\d{1,7})$/.exec(segment)) && once('price')) {
      filters.priceMin = Number(match[1]);
      filters.priceMax = Number(match[2]);
    } else if ((match = /^year-(\d{4})-(\d{4})$/.exec(segment)) && once('year')) {
      filters.yearMin = Number(match[1]);
      filters.yearMax = Number(match[2]);
    } else if ((match = /^year-from-(\d{4})$/.exec(segment)) && once('year')) {
      filters.yearMin = Number(match[1]);
    } else if ((match = /^year-to-(\d{4})$/.exec(segment)) && once('year')) {
      filters.yearMax = Number(match[1]);
    } else if ((match = /^mileage-under-(\d{1,7})$/.exec(segment)) && once('mileage')) {
      filters.mileageMax = Number(match[1]);
    } else if ((match = /^payment-under-(\d{1,5})$/.exec(segment)) && once('payment')) {
      filters.payment = Number(match[1]);
    } else if ((match = /^(make|model|color|drivetrain|fuel|store)-([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(segment))) {
      const key = match[1] as keyof typeof SLUG_KEYS;
      if (!once(key)) return null;
      filters[SLUG_KEYS[key]] = match[2] ?? null;
    } else {
      return null;
    }
  }
  return filters;
}

/** The segments of a filter state, in the fixed order above (the canonical form). */
export function filterSegments(filters: InventoryFilters): string[] {
  const segments: string[] = [];
  const { priceMin, priceMax, yearMin, yearMax } = filters;
  if (filters.condition) segments.push(filters.condition);
  if (filters.bodyStyle) segments.push(filters.bodyStyle);
  if (filters.make) segments.push(`make-${filters.make}`);
  if (filters.model) segments.push(`model-${filters.model}`);
  if (yearMin !== null && yearMax !== null) segments.push(`year-${yearMin}-${yearMax}`);
  else if (yearMin !== null) segments.push(`year-from-${yearMin}`);
  else if (yearMax !== null) segments.push(`year-to-${yearMax}`);
  if (priceMin !== null && priceMax !== null) segments.push(`price-${priceMin}-${priceMax}`);
  else if (priceMax !== null) segments.push(`price-under-${priceMax}`);
  else if (priceMin !== null) segments.push(`price-over-${priceMin}`);
  if (filters.mileageMax !== null) segments.push(`mileage-under-${filters.mileageMax}`);
  if (filters.color) segments.push(`color-${filters.color}`);
  if (filters.drivetrain) segments.push(`drivetrain-${filters.drivetrain}`);
  if (filters.fuel) segments.push(`fuel-${filters.fuel}`);
  if (filters.store) segments.push(`store-${filters.store}`);
  if (filters.payment !== null) segments.push(`payment-under-${filters.payment}`);
  if (filters.deal) segments.push(DEALS_SEGMENT, filters.deal);
  return segments;
}

const sameFilters = (a: InventoryFilters, b: InventoryFilters) =>
  (Object.keys(EMPTY_FILTERS) as (keyof InventoryFilters)[]).every((key) => a[key] === b[key]);

const usedRootFilters = (): InventoryFilters => ({
  ...EMPTY_FILTERS,
  condition: 'used',
  mileageMax: USED_ROOT_MAX_MILEAGE,
});

/** The canonical path of a filter state: the used/new landing pages when the state is exactly theirs. */
export function filterPath(filters: InventoryFilters): string {
  if (sameFilters(filters, usedRootFilters())) return USED_ROOT;
  if (sameFilters(filters, { ...EMPTY_FILTERS, condition: 'new' })) return NEW_ROOT;
  const segments = filterSegments(filters);
  return segments.length === 0 ? INVENTORY_ROOT : `${INVENTORY_ROOT}/${segments.join('/')}`;
}

/** The filters a search path stands for (null for paths that are not search pages or have unknown segments). */
export function parseFilterPath(pathname: string): InventoryFilters | null {
  const path = pathname.split(/[?#]/)[0]?.replace(/\/+$/, '').toLowerCase() ?? '';
  if (path === USED_ROOT) return usedRootFilters();
  if (path === NEW_ROOT) return { ...EMPTY_FILTERS, condition: 'new' };
  if (path === INVENTORY_ROOT) return { ...EMPTY_FILTERS };
  if (!path.startsWith(`${INVENTORY_ROOT}/`)) return null;
  return parseFilterSegments(path.slice(INVENTORY_ROOT.length + 1).split('/'));
}

export type SearchParamsInput = Record<string, string | string[] | undefined> | URLSearchParams;

const firstValue = (params: SearchParamsInput, key: string): string | undefined => {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
};

/** Query keys the filter form and older links use (seed promotions link `?make=Jeep`, `?bodyStyle=suvs`, `?store=`). */
export const FILTER_QUERY_KEYS = [
  'condition',
  'bodyStyle',
  'make',
  'model',
  'yearMin',
  'yearMax',
  'priceMin',
  'priceMax',
  'mileageMax',
  'color',
  'drivetrain',
  'fuel',
  'store',
  'payment',
  'deal',
] as const satisfies readonly (keyof InventoryFilters)[];

/**
 * Applies query parameters on top of a path's filters: a key present in the query replaces the path's value (an
 * empty value clears it). Unknown or malformed values are ignored.
 */
export function applyFilterQuery(base: InventoryFilters, params: SearchParamsInput): InventoryFilters {
  const filters = { ...base };
  for (const key of FILTER_QUERY_KEYS) {
    const raw = firstValue(params, key);
    if (raw === undefined) continue;
    const text = raw.trim();
    switch (key) {
      case 'condition': {
        const value = text.toLowerCase();
        filters.condition = isCondition(value) ? value : null;
        break;
      }
      case 'bodyStyle': {
        const value = text.toLowerCase();
        filters.bodyStyle = isBodyStyleValue(value) ? value : null;
        break;
      }
      case 'deal': {
        const value = text.toLowerCase();
        filters.deal = isDeal(value) ? value : null;
        break;
      }
      case 'make':
      case 'model':
      case 'color':
      case 'drivetrain':
      case 'fuel':
      case 'store':
        filters[key] = slugOrNull(text);
        break;
      default:
        filters[key] = wholeNumber(text);
    }
  }
  // A model only means something within its make.
  if (!filters.make) filters.model = null;
  return filters;
}

/** Whether the query carries any filter key (the page then redirects to the clean path). */
export function hasFilterQuery(params: SearchParamsInput): boolean {
  return FILTER_QUERY_KEYS.some((key) => firstValue(params, key) !== undefined);
}

export const countActiveFilters = (filters: InventoryFilters) =>
  (Object.keys(EMPTY_FILTERS) as (keyof InventoryFilters)[]).filter((key) => filters[key] !== null).length;
