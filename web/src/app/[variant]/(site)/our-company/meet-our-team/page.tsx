import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** /our-company/meet-our-team (route `team`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('team');

export default async function Page() {
  return <ContentPage {...await loadContentPageSections('team')} />;
}
