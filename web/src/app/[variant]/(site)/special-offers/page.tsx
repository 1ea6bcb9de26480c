import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** /special-offers (route `specialOffers`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('specialOffers');

export default async function Page() {
  return <ContentPage {...await loadContentPageSections('specialOffers')} />;
}
