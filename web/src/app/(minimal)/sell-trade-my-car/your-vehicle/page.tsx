import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /sell-trade-my-car/your-vehicle (route `sellTradeVehicle`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('sellTradeVehicle');

export default function Page() {
  return <ContentPage route="sellTradeVehicle" />;
}
