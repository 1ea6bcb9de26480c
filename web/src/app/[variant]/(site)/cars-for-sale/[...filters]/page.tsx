import { SearchPage } from '@/components/inventory/search-page';
import { loadSearchPage, searchPageMetadata, type SearchParams } from '@/server/inventory/search-page';

/** Per request for now: the visitor's saved payment terms and unlocked prices are still read on the server. */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ filters: string[] }>;
  searchParams: SearchParams;
}

const pathOf = async (params: Props['params']) =>
  `/cars-for-sale/${(await params).filters.map((segment) => encodeURIComponent(decodeURIComponent(segment))).join('/')}`;

/**
 * /cars-for-sale/{filters…} (route `carsForSaleFilter`): the search page for a clean filter path such as
 * `price-under-20000`, `suvs/make-ford` or `great_deals/price_drop` (grammar in lib/inventory/filters.ts).
 */
export async function generateMetadata({ params, searchParams }: Props) {
  return searchPageMetadata('carsForSale', await pathOf(params), searchParams);
}

export default async function Page({ params, searchParams }: Props) {
  const data = await loadSearchPage('carsForSale', await pathOf(params), searchParams);
  return <SearchPage {...data} />;
}
