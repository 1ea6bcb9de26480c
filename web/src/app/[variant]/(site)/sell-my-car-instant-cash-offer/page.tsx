import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** /sell-my-car-instant-cash-offer (route `instantCashOffer`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('instantCashOffer');

export default async function Page() {
  return <ContentPage {...await loadContentPageSections('instantCashOffer')} />;
}
