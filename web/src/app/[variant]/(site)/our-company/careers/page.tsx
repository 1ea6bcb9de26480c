import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** /our-company/careers (route `careers`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('careers');

export default async function Page() {
  return <ContentPage {...await loadContentPageSections('careers')} />;
}
