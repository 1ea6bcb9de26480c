import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /service (route `service`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('service');

export default function Page() {
  return <ContentPage route="service" />;
}
