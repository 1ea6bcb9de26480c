import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /sell-my-car-instant-cash-offer (route `instantCashOffer`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('instantCashOffer');

export default function Page() {
  return <ContentPage route="instantCashOffer" />;
}
