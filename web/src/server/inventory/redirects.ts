import 'server-only';
import { vehiclePath } from '@dealer/schemas/routes';
import { fetchPublishedContent } from '@/content';
import { inventoryRedirectSettingsQuery, vehiclePathByVinQuery } from '@/content/queries';
import { parseFilterPath } from '@/lib/inventory/filters';
import { inventoryRedirect, isInventoryRedirectCandidate } from '@/lib/redirects/inventory-redirects';

/** The proxy runs before every matching request: settings are kept for a minute. */
const TTL_MS = 60_000;
let settingsMemo: { value: { enabled: boolean; conditions: string[] }; expires: number } | null = null;

async function redirectSettings() {
  if (settingsMemo && settingsMemo.expires > Date.now()) return settingsMemo.value;
  const settings = await fetchPublishedContent({
    query: inventoryRedirectSettingsQuery,
    params: {},
    tags: ['siteSettings'],
  });
  const value = {
    enabled: (settings?.enabledPages ?? []).includes('inventory'),
    conditions: settings?.inventoryConditions ?? [],
  };
  settingsMemo = { value, expires: Date.now() + TTL_MS };
  return value;
}

/**
 * The redirect step of proxy.ts: legacy vehicle URLs first (the VIN is looked up for the vehicle's
 * path), then the search route rules. Returns the location to send a permanent redirect to, or null.
 */
export async function inventoryRedirectLocation(pathname: string): Promise<string | null> {
  if (!isInventoryRedirectCandidate(pathname)) return null;
  const settings = await redirectSettings();
  if (!settings.enabled) return null;
  const decision = inventoryRedirect(pathname, settings.conditions);
  if (!decision) return null;
  if (decision.kind === 'path') return decision.location;
  const vehicle = await fetchPublishedContent({
    query: vehiclePathByVinQuery,
    params: { vin: decision.vin },
    tags: ['vehicle'],
  });
  if (!vehicle?.vin || !vehicle.year || !vehicle.make || !vehicle.model) return null;
  return vehiclePath({
    condition: vehicle.condition ?? decision.condition,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    vin: vehicle.vin,
  });
}

/** A path under /cars-for-sale/ whose segments are not filters: the proxy answers 404 'Page Not Found'. */
export const isInvalidFilterPath = (pathname: string) =>
  pathname.toLowerCase().startsWith('/cars-for-sale/') &&
  pathname.replace(/\/+$/, '').length > '/cars-for-sale'.length &&
  parseFilterPath(pathname) === null;
