import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /sell-trade-my-car (route `sellTrade`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('sellTrade');

export default function Page() {
  return <ContentPage route="sellTrade" />;
}
