import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /our-company/meet-our-team (route `team`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('team');

export default function Page() {
  return <ContentPage route="team" />;
}
