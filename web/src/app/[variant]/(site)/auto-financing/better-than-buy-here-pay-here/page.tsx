import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** /auto-financing/better-than-buy-here-pay-here (route `betterThanBuyHerePayHere`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('betterThanBuyHerePayHere');

export default async function Page() {
  return <ContentPage {...await loadContentPageSections('betterThanBuyHerePayHere')} />;
}
