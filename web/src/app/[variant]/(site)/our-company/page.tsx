import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /our-company (route `company`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('company');

export default function Page() {
  return <ContentPage route="company" />;
}
