import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /car-research (route `carResearch`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('carResearch');

export default function Page() {
  return <ContentPage route="carResearch" />;
}
