import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /new-cars-for-sale (route `newCarsForSale`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('newCarsForSale');

export default function Page() {
  return <ContentPage route="newCarsForSale" />;
}
