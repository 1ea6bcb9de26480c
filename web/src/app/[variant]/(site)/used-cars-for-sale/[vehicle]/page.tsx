import { vehicleRoute } from '@/components/vdp/vehicle-route';

export { generateStaticParams } from '@/server/pages/on-demand-params';

/** /used-cars-for-sale/{year}-{make}-{model}-{vin}: the vehicle page (route `vehicle`). */
const route = vehicleRoute('used');

export const generateMetadata = route.generateMetadata;
export default route.Page;
