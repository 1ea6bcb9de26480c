import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /car-research/help-center (route `helpCenter`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('helpCenter');

export default function Page() {
  return <ContentPage route="helpCenter" />;
}
