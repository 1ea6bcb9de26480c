import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /how-it-works (route `howItWorks`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('howItWorks');

export default function Page() {
  return <ContentPage route="howItWorks" />;
}
