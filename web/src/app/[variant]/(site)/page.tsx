import { ContentPage, contentPageMetadata } from '@/components/page/content-page';
import { StoreStructuredData } from '@/components/layout/store-structured-data';
import { getSiteContext } from '@/server/site/context';

/** / (route `home`): the `page` document for this route, rendered section by section, with the stores' JSON-LD. */
export const generateMetadata = () => contentPageMetadata('home');

export default async function Page() {
  const site = await getSiteContext();
  return (
    <>
      <ContentPage route="home" />
      <StoreStructuredData stores={site.stores} />
    </>
  );
}
