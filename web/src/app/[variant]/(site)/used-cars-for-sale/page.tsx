import { SearchPage } from '@/components/inventory/search-page';
import { loadSearchPage, searchPageMetadata, type SearchParams } from '@/server/inventory/search-page';

/** Per request for now: the visitor's saved payment terms and unlocked prices are still read on the server. */
export const dynamic = 'force-dynamic';

/**
 * /used-cars-for-sale (route `usedCarsForSale`): server-rendered search results with the page's CMS sections (disclaimer, education,
 * FAQ). Indexable only without query parameters and when listed in the filters sitemap.
 */
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  searchPageMetadata('usedCarsForSale', '/used-cars-for-sale', searchParams);

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const data = await loadSearchPage('usedCarsForSale', '/used-cars-for-sale', searchParams);
  return <SearchPage {...data} />;
}
