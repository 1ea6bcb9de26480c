import 'server-only';
import type { VehicleCondition } from '@dealer/schemas/routes';
import { getSiteCookieTier } from '@/server/consent/request-consent';
import { loadVehiclePage, pageOrigin } from '@/server/inventory/vehicle-page';

export { vehiclePageMetadata } from '@/server/inventory/vehicle-page';

/**
 * The vehicle route (`/:condition-cars-for-sale/:year-:makeModel-:vin`) is three folders in app/, one per condition:
 * Next.js segments cannot mix a parameter with literal text. Each calls this loader. The page reads no cookie and no
 * query, so it is cached for every visitor (docs/caching.md); the visitor's saved terms, the estimate form's query
 * and a private vehicle's price are its islands'.
 */
export async function loadVehicleRoutePage(condition: VehicleCondition, slug: string) {
  const [data, origin, cookieTier] = await Promise.all([
    loadVehiclePage(condition, slug),
    pageOrigin(),
    getSiteCookieTier(),
  ]);
  return { ...data, origin, cookieTier };
}
