import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** /how-it-works (route `howItWorks`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('howItWorks');

export default async function Page() {
  return <ContentPage {...await loadContentPageSections('howItWorks')} />;
}
