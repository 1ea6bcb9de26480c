import type { VehicleCondition } from '@dealer/schemas/routes';
import { loadVehiclePage, pageOrigin, vehiclePageMetadata } from '@/server/inventory/vehicle-page';
import { estimateTerms } from './payment-estimate';
import { VehiclePage } from './vehicle-page';

export interface VehicleRouteProps {
  params: Promise<{ vehicle: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The vehicle route (`/:condition-cars-for-sale/:year-:makeModel-:vin`) is three folders in app/, one per condition:
 * Next.js segments cannot mix a parameter with literal text. Each folder exports this page and metadata.
 */
export function vehicleRoute(condition: VehicleCondition) {
  return {
    generateMetadata: async ({ params }: VehicleRouteProps) => vehiclePageMetadata(condition, (await params).vehicle),
    Page: async function VehicleRoutePage({ params, searchParams }: VehicleRouteProps) {
      const [{ vehicle }, query] = await Promise.all([params, searchParams]);
      const [data, origin] = await Promise.all([loadVehiclePage(condition, vehicle), pageOrigin()]);
      return <VehiclePage {...data} origin={origin} termsFor={(price) => estimateTerms(query, price)} />;
    },
  };
}
