import { StoreStructuredData } from '@/components/layout/store-structured-data';
import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata, loadContentPageSections } from '@/server/pages/content-page';

/**
 * /contact-us (route `contact`): the `page` document for this route, rendered section by section, with the stores'
 * JSON-LD (the locations page is about the stores).
 */
export const generateMetadata = () => contentPageMetadata('contact');

export default async function Page() {
  const data = await loadContentPageSections('contact');
  return (
    <>
      <ContentPage {...data} />
      <StoreStructuredData stores={data.site.stores} />
    </>
  );
}
