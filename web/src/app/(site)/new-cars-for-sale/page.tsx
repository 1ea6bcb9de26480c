import { ContentPage } from '@/components/page/content-page';
import { inventorySearchMetadata } from '@/server/seo/sitemap-content';

/**
 * /new-cars-for-sale (route `newCarsForSale`): the `page` document for this route, rendered section by section.
 * Indexable only without query parameters and when listed in the filters sitemap (spec §2).
 */
export const generateMetadata = ({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) => inventorySearchMetadata('newCarsForSale', searchParams);

export default function Page() {
  return <ContentPage route="newCarsForSale" />;
}
