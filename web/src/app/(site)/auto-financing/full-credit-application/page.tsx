import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /auto-financing/full-credit-application (route `fullCreditApplication`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('fullCreditApplication');

export default function Page() {
  return <ContentPage route="fullCreditApplication" />;
}
