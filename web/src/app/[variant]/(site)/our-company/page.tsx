import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** /our-company (route `company`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('company');

export default async function Page() {
  return <ContentPage {...await loadContentPageSections('company')} />;
}
