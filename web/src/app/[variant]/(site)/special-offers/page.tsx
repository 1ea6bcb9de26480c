import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /special-offers (route `specialOffers`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('specialOffers');

export default function Page() {
  return <ContentPage route="specialOffers" />;
}
