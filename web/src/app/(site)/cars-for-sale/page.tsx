import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /cars-for-sale (route `carsForSale`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('carsForSale');

export default function Page() {
  return <ContentPage route="carsForSale" />;
}
