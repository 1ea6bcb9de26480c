import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** /sell-my-car-profit-sharing (route `profitSharingOffer`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('profitSharingOffer');

export default async function Page() {
  return <ContentPage {...await loadContentPageSections('profitSharingOffer')} />;
}
