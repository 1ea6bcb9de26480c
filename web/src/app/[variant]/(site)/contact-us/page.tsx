import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /contact-us (route `contact`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('contact');

export default function Page() {
  return <ContentPage route="contact" />;
}
