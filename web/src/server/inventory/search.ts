import 'server-only';
import { contentSource, fetchContent, tagRender } from '@/content';
import { embeddedDataset } from '@/content/embedded/dataset';
import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { evaluateInventorySearch, type SearchRow } from '@/lib/inventory/evaluate-search';
import { serverEnv } from '@/server/env';
import { inventoryCardsByIdsQuery, inventoryPageQuery, inventoryVocabularyQuery } from '@/content/queries';
import type { InventoryCardsByIdsQueryResult } from '@/content/sanity.types';
import { shapeFacets, type Facets } from '@/lib/inventory/facets';
import { paymentSettingsFor, vocabularyOf, type InventoryVocabularyData } from './vocabulary';
import type { InventoryFilters } from '@/lib/inventory/filters';
import type { PaymentSettings } from '@/lib/inventory/card-payment';
import { paymentPriceCeilings, type PaymentTerms } from '@/lib/inventory/payments';
import { priceVisible } from '@/lib/inventory/private-inventory';
import { inventorySearchParams, type InventorySearchParams } from '@/lib/inventory/search-params';
import { pageSlice, type ListingView, type PageSlice } from '@/lib/inventory/sort';

export type VehicleCard = InventoryCardsByIdsQueryResult[number];

/** The vocabulary changes only when vehicles do: kept in memory for a minute (pages still revalidate by tag). */
const TTL_MS = 60_000;
let vocabularyMemo: { value: InventoryVocabularyData; expires: number } | null = null;

export async function inventoryVocabulary(): Promise<InventoryVocabularyData> {
  if (vocabularyMemo && vocabularyMemo.expires > Date.now()) return vocabularyMemo.value;
  const data = await fetchContent({
    query: inventoryVocabularyQuery,
    params: {},
    tags: ['vehicle', 'bodyStyle', 'store'],
  });
  const value = vocabularyOf(data);
  vocabularyMemo = { value, expires: Date.now() + TTL_MS };
  return value;
}

export type { PaymentSettings };
export { paymentSettingsFor, vocabularyOf, type InventoryVocabularyData };

/**
 * The cards of some vehicles. Embedded: the same GROQ over just those documents (references still resolve
 * through the whole dataset), instead of a scan of every document for 19 ids.
 */
export async function vehicleCards(ids: string[]): Promise<VehicleCard[]> {
  if (contentSource() === 'embedded') {
    await tagRender(['vehicle', 'bodyStyle', 'store']);
    const dataset = embeddedDataset(serverEnv().SITE_DATASET);
    const documents = ids.flatMap((id) => {
      const doc = dataset.byId.get(id);
      return doc ? [doc] : [];
    });
    return (await runEmbeddedQuery({ ...dataset, documents }, inventoryCardsByIdsQuery, {
      ids,
    })) as InventoryCardsByIdsQueryResult;
  }
  return fetchContent({ query: inventoryCardsByIdsQuery, params: { ids }, tags: ['vehicle', 'bodyStyle', 'store'] });
}

/** The cards of the rows in `slice`, in row order (a fetch by ids answers in any order). */
async function cardsOfPage(rows: SearchRow[], slice: PageSlice): Promise<VehicleCard[]> {
  const ids = rows.slice(slice.start, slice.end).map((row) => row._id);
  if (ids.length === 0) return [];
  const byId = new Map((await vehicleCards(ids)).map((card) => [card._id, card]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}

/**
 * The sorted matches, the page (clamped to the last) and its cards. The Content Lake answers rows and cards in one
 * query (the page's slice of the same matches); only a page past the last costs a second one. Embedded: the filter
 * and sort run in TypeScript (evaluate-search.ts, held equal to the GROQ by queries.test.ts), then groq-js reads the
 * page's cards.
 */
async function searchPage(
  params: InventorySearchParams,
  page: number,
): Promise<{ rows: SearchRow[]; slice: PageSlice; cards: VehicleCard[] }> {
  if (contentSource() === 'embedded') {
    await tagRender(['vehicle', 'bodyStyle', 'store']);
    const rows = evaluateInventorySearch(embeddedDataset(serverEnv().SITE_DATASET).documents, params);
    const slice = pageSlice(rows.length, page);
    return { rows, slice, cards: await cardsOfPage(rows, slice) };
  }
  const requested = pageSlice(Number.MAX_SAFE_INTEGER, page);
  const { rows, cards } = await fetchContent({
    query: inventoryPageQuery,
    params: { ...params, start: requested.start, end: requested.end },
    tags: ['vehicle', 'bodyStyle', 'store'],
  });
  const slice = pageSlice(rows.length, page);
  return { rows, slice, cards: slice.start === requested.start ? cards : await cardsOfPage(rows, slice) };
}

export interface InventoryResults {
  total: number;
  slice: PageSlice;
  vehicles: VehicleCard[];
  facets: Facets;
}

/**
 * One search: the filtered, sorted rows (one query), then the cards of the requested page. A private vehicle's
 * card loses its price here, on the server, unless the visitor has unlocked the private inventory.
 */
export async function searchInventory(
  filters: InventoryFilters,
  view: ListingView,
  /** The store's settings, with the visitor's saved terms when present (the payments filter matches the cards). */
  payment: PaymentTerms | null,
  /** The visitor saved their details: private vehicles are listed for every search and show their price. */
  unlocked = false,
): Promise<InventoryResults> {
  const vocabulary = await inventoryVocabulary();
  const ceilings = filters.payment !== null && payment ? paymentPriceCeilings(filters.payment, payment) : null;
  const params = inventorySearchParams(filters, vocabulary, view.sort, ceilings, unlocked);
  const { rows, slice, cards } = await searchPage(params, view.page);
  const vehicles = cards.map((card) =>
    priceVisible(card, unlocked) ? card : { ...card, price: null, oldPrice: null },
  );
  // Rows name body styles and stores by reference; filters and links use `bodyStyle.value` and `storeId`.
  const styleById = new Map(vocabulary.bodyStyles.map((style) => [style._id, style]));
  const storeById = new Map(vocabulary.stores.map((store) => [store._id, store]));
  const facetRows = rows.map((row) => ({
    ...row,
    bodyStyle: (row.bodyStyle && styleById.get(row.bodyStyle)?.value) ?? null,
    storeId: (row.storeId && storeById.get(row.storeId)?.storeId) ?? null,
  }));
  const facets = shapeFacets(facetRows, {
    bodyStyles: Object.fromEntries(
      vocabulary.bodyStyles.flatMap((style) => (style.value ? [[style.value, style.name ?? style.value]] : [])),
    ),
    stores: Object.fromEntries(
      vocabulary.stores.flatMap((store) => (store.storeId ? [[store.storeId, store.name ?? store.storeId]] : [])),
    ),
  });
  return { total: rows.length, slice, vehicles, facets };
}
