import { ContentPage, contentPageMetadata } from '@/components/page/content-page';
import { StoreStructuredData } from '@/components/layout/store-structured-data';
import { getSiteContext } from '@/server/site/context';

/**
 * /contact-us (route `contact`): the `page` document for this route, rendered section by section, with the stores'
 * JSON-LD (the locations page is about the stores).
 */
export const generateMetadata = () => contentPageMetadata('contact');

export default async function Page() {
  const site = await getSiteContext();
  return (
    <>
      <ContentPage route="contact" />
      <StoreStructuredData stores={site.stores} />
    </>
  );
}
