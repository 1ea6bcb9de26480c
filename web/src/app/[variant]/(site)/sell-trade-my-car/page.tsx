import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** /sell-trade-my-car (route `sellTrade`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('sellTrade');

export default async function Page() {
  return <ContentPage {...await loadContentPageSections('sellTrade')} />;
}
