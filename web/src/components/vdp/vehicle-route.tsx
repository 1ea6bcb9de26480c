import type { VehicleCondition } from '@dealer/schemas/routes';
import { getSiteCookieTier } from '@/server/consent/request-consent';
import { loadVehiclePage, pageOrigin, vehiclePageMetadata } from '@/server/inventory/vehicle-page';
import { VehiclePage } from './vehicle-page';

export interface VehicleRouteProps {
  params: Promise<{ vehicle: string }>;
}

/**
 * The vehicle route (`/:condition-cars-for-sale/:year-:makeModel-:vin`) is three folders in app/, one per condition:
 * Next.js segments cannot mix a parameter with literal text. Each folder exports this page and metadata. The page
 * reads no cookie and no query, so it is cached for every visitor (docs/caching.md); the visitor's saved terms, the
 * estimate form's query and a private vehicle's price are its islands'.
 */
export function vehicleRoute(condition: VehicleCondition) {
  return {
    generateMetadata: async ({ params }: VehicleRouteProps) => vehiclePageMetadata(condition, (await params).vehicle),
    Page: async function VehicleRoutePage({ params }: VehicleRouteProps) {
      const { vehicle } = await params;
      const [data, origin, cookieTier] = await Promise.all([
        loadVehiclePage(condition, vehicle),
        pageOrigin(),
        getSiteCookieTier(),
      ]);
      return <VehiclePage {...data} origin={origin} cookieTier={cookieTier} />;
    },
  };
}
