import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /auto-financing/bad-credit-auto-financing (route `badCreditFinancing`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('badCreditFinancing');

export default function Page() {
  return <ContentPage route="badCreditFinancing" />;
}
