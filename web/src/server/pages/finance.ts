import 'server-only';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { financeStoreRatesQuery } from '@/content/queries';
import type { StoreRates } from '@/lib/finance/store-rates';
import type { SiteContext } from '@/server/site/context';
import { loadCookieTier } from './lead-settings';

const loadRatesOf = cache(async (storeId: string): Promise<StoreRates | null> => {
  const rates = await fetchContent({ query: financeStoreRatesQuery, params: { storeId }, tags: ['store'] });
  if (rates?.baseApr === null || rates?.baseApr === undefined) return null;
  return { baseAprPercent: rates.baseApr, documentaryFee: rates.fees?.documentary ?? null };
});

/** The rates of the visitor's store (the cache variant's store), or null without a store. */
export async function loadStoreRates(site: SiteContext): Promise<StoreRates | null> {
  const storeId = site.store?.storeId;
  return storeId ? loadRatesOf(storeId) : null;
}

/** What the financing forms need besides their strings: the store's rates (the estimate) and the cookie tier. */
export async function loadFinanceForm(
  site: SiteContext,
): Promise<{ rates: StoreRates | null; cookieTier: number | null }> {
  const [rates, cookieTier] = await Promise.all([loadStoreRates(site), loadCookieTier()]);
  return { rates, cookieTier };
}
