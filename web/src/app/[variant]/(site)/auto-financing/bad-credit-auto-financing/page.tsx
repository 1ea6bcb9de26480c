import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** /auto-financing/bad-credit-auto-financing (route `badCreditFinancing`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('badCreditFinancing');

export default async function Page() {
  return <ContentPage {...await loadContentPageSections('badCreditFinancing')} />;
}
