import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /used-cars-for-sale (route `usedCarsForSale`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('usedCarsForSale');

export default function Page() {
  return <ContentPage route="usedCarsForSale" />;
}
