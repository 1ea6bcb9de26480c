import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** /value-my-car-how-it-works (route `valueHowItWorks`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('valueHowItWorks');

export default async function Page() {
  return <ContentPage {...await loadContentPageSections('valueHowItWorks')} />;
}
