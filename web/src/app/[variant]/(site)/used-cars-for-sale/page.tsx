import { SearchPage } from '@/components/inventory/search-page';
import { loadSearchPage, searchPageMetadata } from '@/server/pages/inventory-search';

/**
 * /used-cars-for-sale (route `usedCarsForSale`): server-rendered search results with the page's CMS sections (disclaimer,
 * education, FAQ), cached per cache variant (the sort and page are part of it). Indexable only without a sort or
 * page and when listed in the filters sitemap.
 */
export const generateMetadata = () => searchPageMetadata('usedCarsForSale', '/used-cars-for-sale');

export default async function Page() {
  const data = await loadSearchPage('usedCarsForSale', '/used-cars-for-sale');
  return <SearchPage {...data} />;
}
