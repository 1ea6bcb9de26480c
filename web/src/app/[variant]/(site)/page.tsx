import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** / (route `home`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('home');

export default function Page() {
  return <ContentPage route="home" />;
}
