import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** /service (route `service`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('service');

export default async function Page() {
  return <ContentPage {...await loadContentPageSections('service')} />;
}
