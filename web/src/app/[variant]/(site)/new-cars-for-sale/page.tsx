import { SearchPage } from '@/components/inventory/search-page';
import { loadSearchPage, searchPageMetadata, type SearchParams } from '@/server/inventory/search-page';

/** Per request for now: the visitor's saved payment terms and unlocked prices are still read on the server. */
export const dynamic = 'force-dynamic';

/**
 * /new-cars-for-sale (route `newCarsForSale`): server-rendered search results with the page's CMS sections (disclaimer, education,
 * FAQ). Indexable only without query parameters and when listed in the filters sitemap.
 */
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  searchPageMetadata('newCarsForSale', '/new-cars-for-sale', searchParams);

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const data = await loadSearchPage('newCarsForSale', '/new-cars-for-sale', searchParams);
  return <SearchPage {...data} />;
}
