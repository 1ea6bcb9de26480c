import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /sell-my-car-profit-sharing (route `profitSharingOffer`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('profitSharingOffer');

export default function Page() {
  return <ContentPage route="profitSharingOffer" />;
}
