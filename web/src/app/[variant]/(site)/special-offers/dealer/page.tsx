import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /special-offers/dealer (route `dealerOffers`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('dealerOffers');

export default function Page() {
  return <ContentPage route="dealerOffers" />;
}
