import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /auto-financing (route `financing`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('financing');

export default function Page() {
  return <ContentPage route="financing" />;
}
