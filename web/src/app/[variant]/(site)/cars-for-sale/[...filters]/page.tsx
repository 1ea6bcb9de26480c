import { SearchPage } from '@/components/inventory/search-page';
import { loadSearchPage, searchPageMetadata } from '@/server/pages/inventory-search';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ filters: string[] }>;
}

const pathOf = async (params: Props['params']) =>
  `/cars-for-sale/${(await params).filters.map((segment) => encodeURIComponent(decodeURIComponent(segment))).join('/')}`;

/**
 * /cars-for-sale/{filters…} (route `carsForSaleFilter`): the search page for a clean filter path such as
 * `price-under-20000`, `suvs/make-ford` or `great_deals/price_drop` (grammar in lib/inventory/filters.ts), cached
 * per path and cache variant.
 */
export async function generateMetadata({ params }: Props) {
  return searchPageMetadata('carsForSale', await pathOf(params));
}

export default async function Page({ params }: Props) {
  const data = await loadSearchPage('carsForSale', await pathOf(params));
  return <SearchPage {...data} />;
}
