import { StoreStructuredData } from '@/components/layout/store-structured-data';
import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/** / (route `home`): the `page` document for this route, rendered section by section, with the stores' JSON-LD. */
export const generateMetadata = () => contentPageMetadata('home');

export default async function Page() {
  const data = await loadContentPageSections('home');
  return (
    <>
      <ContentPage {...data} />
      <StoreStructuredData stores={data.site.stores} />
    </>
  );
}
