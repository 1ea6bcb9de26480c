import { ContentPage } from '@/components/page/content-page';
import { inventorySearchMetadata } from '@/server/seo/sitemap-content';

/**
 * /used-cars-for-sale (route `usedCarsForSale`): the `page` document for this route, rendered section by section.
 * Indexable only without query parameters and when listed in the filters sitemap (spec §2).
 */
export const generateMetadata = ({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) => inventorySearchMetadata('usedCarsForSale', searchParams);

export default function Page() {
  return <ContentPage route="usedCarsForSale" />;
}
