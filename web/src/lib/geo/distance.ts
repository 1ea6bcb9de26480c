/**
 * Store locations nearest first, once the visitor shares a position (browser geolocation). Locations without
 * coordinates keep their place after the located ones; equal distances keep the editor's order (stable sort).
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** The point, when both numbers are real coordinates. */
export function toLatLng(
  value: { latitude?: number | null; longitude?: number | null } | null | undefined,
): LatLng | null {
  if (!value || !isCoordinate(value.latitude, 90) || !isCoordinate(value.longitude, 180)) return null;
  return { latitude: value.latitude, longitude: value.longitude };
}

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The items ordered by distance from `origin`, each with its distance (null without coordinates). Without an
 * origin (permission denied, failure, no support) the editor's order is returned unchanged.
 */
export function orderByDistance<
  T extends { coordinates?: { latitude?: number | null; longitude?: number | null } | null },
>(items: readonly T[], origin: LatLng | null): { item: T; miles: number | null }[] {
  const point = toLatLng(origin);
  const rows = items.map((item, index) => {
    const target = toLatLng(item.coordinates);
    return { item, index, miles: point && target ? distanceMiles(point, target) : null };
  });
  if (!point) return rows.map(({ item }) => ({ item, miles: null }));
  return rows
    .sort((a, b) => {
      if (a.miles === null || b.miles === null)
        return a.miles === null ? (b.miles === null ? a.index - b.index : 1) : -1;
      return a.miles - b.miles || a.index - b.index;
    })
    .map(({ item, miles }) => ({ item, miles }));
}

/** '3.4 mi', '12 mi' (one decimal under ten miles). */
export function formatMiles(miles: number): string {
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles).toLocaleString('en-US')} mi`;
}
