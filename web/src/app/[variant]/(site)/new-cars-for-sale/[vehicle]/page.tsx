import { vehicleRoute } from '@/components/vdp/vehicle-route';

/** Per request for now: the visitor's saved payment terms and unlocked prices are still read on the server. */
export const dynamic = 'force-dynamic';

/** /new-cars-for-sale/{year}-{make}-{model}-{vin}: the vehicle page (route `vehicle`). */
const route = vehicleRoute('new');

export const generateMetadata = route.generateMetadata;
export default route.Page;
