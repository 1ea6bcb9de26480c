import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /car-research/search (route `articleSearch`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('articleSearch');

export default function Page() {
  return <ContentPage route="articleSearch" />;
}
