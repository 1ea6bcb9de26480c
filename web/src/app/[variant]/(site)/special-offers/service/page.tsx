import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /special-offers/service (route `serviceOffers`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('serviceOffers');

export default function Page() {
  return <ContentPage route="serviceOffers" />;
}
