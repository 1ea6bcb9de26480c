import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** /special-offers/service (route `serviceOffers`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('serviceOffers');

export default async function Page() {
  return <ContentPage {...await loadContentPageSections('serviceOffers')} />;
}
