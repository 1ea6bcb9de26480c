import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /our-company/careers (route `careers`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('careers');

export default function Page() {
  return <ContentPage route="careers" />;
}
