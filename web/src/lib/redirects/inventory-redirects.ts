/**
 * Redirects of the old inventory URLs (docs/routes-and-seo.md#redirects). Pure: the proxy supplies the configured conditions and looks the
 * VIN up. Order: legacy vehicle URLs first, then the search route rules. All are permanent (308). Shapes not listed
 * here return null and fall through to the route gate (404).
 */
import { slugify, VEHICLE_CONDITIONS, type VehicleCondition } from '@dealer/schemas/routes';
import { EMPTY_FILTERS, filterPath, isBodyStyleValue, type InventoryFilters } from '@/lib/inventory/filters';

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/i;

export type RedirectDecision =
  /** The VDP of this VIN (the caller finds the vehicle; unknown VINs 404). */
  { kind: 'vehicle'; vin: string; condition: VehicleCondition } | { kind: 'path'; location: string };

/** `/used-vehicle/{make}/{model-or-year}/{vin}` (also new-, certified-). */
export function legacyVehicleRedirect(pathname: string): RedirectDecision | null {
  const match = /^\/(used|new|certified)-vehicle\/[^/]+\/[^/]+\/([^/]+)\/?$/i.exec(pathname);
  if (!match?.[2] || !VIN.test(match[2])) return null;
  return {
    kind: 'vehicle',
    vin: match[2].toUpperCase(),
    condition: (match[1]?.toLowerCase() ?? 'used') as VehicleCondition,
  };
}

/** The listing `/search-vehicles` goes to: one configured condition has its own listing. */
export function searchRootLocation(conditions: readonly string[] | null | undefined): string {
  const known = [...new Set((conditions ?? []).filter((c) => (VEHICLE_CONDITIONS as readonly string[]).includes(c)))];
  if (known.length !== 1) return '/cars-for-sale';
  if (known[0] === 'new') return '/new-cars-for-sale';
  return filterPath({ ...EMPTY_FILTERS, condition: known[0] as VehicleCondition });
}

const whole = (text: string | undefined) => (text && /^\d{1,7}$/.test(text) ? Number(text) : null);

/**
 * `/search-vehicles/{condition|all}-inventory/{filter}/{value}/{sub}` → a filter path. Filters: make (sub =
 * model), body|bodystyle|body-style, year (sub = a second year for a range), price (value min|max, sub the
 * amount), mileage (value max, sub the amount), color, drivetrain, fuel, store.
 */
export function searchFilterLocation(segments: readonly string[]): string | null {
  const [scope, filter, value, sub, ...rest] = segments.map((segment) => decodeURIComponent(segment).toLowerCase());
  if (rest.length > 0 || !scope) return null;
  const scopeMatch = /^(all|used|new|certified)-inventory$/.exec(scope);
  if (!scopeMatch) return null;
  const filters: InventoryFilters = { ...EMPTY_FILTERS };
  if (scopeMatch[1] !== 'all') filters.condition = scopeMatch[1] as VehicleCondition;
  if (!filter) return sub === undefined && value === undefined ? filterPath(filters) : null;
  if (!value) return null;
  switch (filter) {
    case 'make':
      filters.make = slugify(value) || null;
      if (sub) filters.model = slugify(sub) || null;
      break;
    case 'body':
    case 'bodystyle':
    case 'body-style':
      if (sub || !isBodyStyleValue(value)) return null;
      filters.bodyStyle = value;
      break;
    case 'year': {
      const from = whole(value);
      const to = sub === undefined ? from : whole(sub);
      if (from === null || to === null) return null;
      filters.yearMin = Math.min(from, to);
      filters.yearMax = Math.max(from, to);
      break;
    }
    case 'price': {
      const amount = whole(sub);
      if (amount === null) return null;
      if (value === 'min') filters.priceMin = amount;
      else if (value === 'max') filters.priceMax = amount;
      else return null;
      break;
    }
    case 'mileage': {
      const amount = whole(sub);
      if (value !== 'max' || amount === null) return null;
      filters.mileageMax = amount;
      break;
    }
    case 'color':
    case 'drivetrain':
    case 'fuel':
    case 'store':
      if (sub) return null;
      filters[filter] = slugify(value) || null;
      break;
    default:
      return null;
  }
  return filterPath(filters);
}

/** Every inventory redirect for a path, legacy first, then the search rules; null when none applies. */
export function inventoryRedirect(
  pathname: string,
  conditions: readonly string[] | null | undefined,
): RedirectDecision | null {
  const legacy = legacyVehicleRedirect(pathname);
  if (legacy) return legacy;
  const path = pathname.replace(/\/+$/, '');
  if (path.toLowerCase() === '/search-vehicles') return { kind: 'path', location: searchRootLocation(conditions) };
  if (path.toLowerCase().startsWith('/search-vehicles/')) {
    const location = searchFilterLocation(path.slice('/search-vehicles/'.length).split('/'));
    return location ? { kind: 'path', location } : null;
  }
  return null;
}

/** Whether a path is one the redirect step looks at (cheap check before any content lookup). */
export const isInventoryRedirectCandidate = (pathname: string) =>
  /^\/(?:(?:used|new|certified)-vehicle|search-vehicles)(?:\/|$)/i.test(pathname);
