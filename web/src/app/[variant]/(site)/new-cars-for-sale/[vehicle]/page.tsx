import { VehiclePage } from '@/components/vdp/vehicle-page';
import { loadVehicleRoutePage, vehiclePageMetadata } from '@/server/pages/vehicle';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ vehicle: string }>;
}

export async function generateMetadata({ params }: Props) {
  return vehiclePageMetadata('new', (await params).vehicle);
}

/** /new-cars-for-sale/{year}-{make}-{model}-{vin}: the vehicle page (route `vehicle`). */
export default async function Page({ params }: Props) {
  return <VehiclePage {...await loadVehicleRoutePage('new', (await params).vehicle)} />;
}
