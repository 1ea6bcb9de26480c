import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /value-my-car-how-it-works (route `valueHowItWorks`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('valueHowItWorks');

export default function Page() {
  return <ContentPage route="valueHowItWorks" />;
}
