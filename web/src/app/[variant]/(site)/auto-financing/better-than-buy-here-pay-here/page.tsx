import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /auto-financing/better-than-buy-here-pay-here (route `betterThanBuyHerePayHere`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('betterThanBuyHerePayHere');

export default function Page() {
  return <ContentPage route="betterThanBuyHerePayHere" />;
}
