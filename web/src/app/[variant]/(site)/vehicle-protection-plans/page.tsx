import { ContentPage, contentPageMetadata } from '@/components/page/content-page';

/** /vehicle-protection-plans (route `protectionPlans`): the `page` document for this route, rendered section by section. */
export const generateMetadata = () => contentPageMetadata('protectionPlans');

export default function Page() {
  return <ContentPage route="protectionPlans" />;
}
