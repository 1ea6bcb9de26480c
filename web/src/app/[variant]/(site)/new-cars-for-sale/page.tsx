import { SearchPage } from '@/components/inventory/search-page';
import { loadSearchPage, searchPageMetadata } from '@/server/pages/inventory-search';

/**
 * /new-cars-for-sale (route `newCarsForSale`): server-rendered search results with the page's CMS sections (disclaimer,
 * education, FAQ), cached per cache variant (the sort and page are part of it). Indexable only without a sort or
 * page and when listed in the filters sitemap.
 */
export const generateMetadata = () => searchPageMetadata('newCarsForSale', '/new-cars-for-sale');

export default async function Page() {
  const data = await loadSearchPage('newCarsForSale', '/new-cars-for-sale');
  return <SearchPage {...data} />;
}
