import { vehicleRoute } from '@/components/vdp/vehicle-route';

/** Per request for now: the visitor's saved payment terms and unlocked prices are still read on the server. */
export const dynamic = 'force-dynamic';

/** /certified-cars-for-sale/{year}-{make}-{model}-{vin}: the vehicle page (route `vehicle`). */
const route = vehicleRoute('certified');

export const generateMetadata = route.generateMetadata;
export default route.Page;
