import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** /vehicle-protection-plans (route `protectionPlans`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('protectionPlans');

export default async function Page() {
  return <ContentPage {...await loadContentPageSections('protectionPlans')} />;
}
