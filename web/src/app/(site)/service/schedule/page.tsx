import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /service/schedule (route `serviceSchedule`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('serviceSchedule');

export default function Page() {
  return <ContentPage route="serviceSchedule" />;
}
