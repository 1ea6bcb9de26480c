import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /auto-financing/apply-for-financing (route `applyFinancing`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('applyFinancing');

export default function Page() {
  return <ContentPage route="applyFinancing" />;
}
