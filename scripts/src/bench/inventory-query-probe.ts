/**
 * Child process of the bench's query section: times the inventory search that the SRP runs (`searchInventory` in
 * web/src/server/inventory/search.ts: the filtered, sorted rows of the inventory search query, the cards of the
 * page through GROQ, the facets) in-process over the embedded dataset in SEED_DIR, and prints the samples as one
 * JSON line. One process per dataset, since the web code loads its dataset once per process.
 *
 * Run with `tsx --conditions=react-server --tsconfig web/tsconfig.json` (web's `server-only` and `@/` paths);
 * SITE_DATASET=dealership, SEED_DIR=<folder>, PROBE_ROUNDS=<n>.
 */
import { performance } from 'node:perf_hooks';

/** Searches a visitor makes: the whole inventory, common filters, sorts and a later page. */
const PROBE_PATHS = [
  '/cars-for-sale',
  '/cars-for-sale/used',
  '/cars-for-sale/suvs',
  '/cars-for-sale/make-toyota',
  '/cars-for-sale/used/make-honda/price-under-25000',
  '/cars-for-sale/year-from-2020/mileage-under-50000',
  '/cars-for-sale/color-black',
];
const PROBE_VIEWS: Record<string, string>[] = [{}, { sort: 'priceLow' }, { sort: 'mileage', page: '3' }];

type Filters = object;
type View = { sort: string; page: number };
interface SearchModule {
  inventoryVocabulary: () => Promise<unknown>;
  paymentSettingsFor: (vocabulary: unknown, storeId: string | null) => unknown;
  searchInventory: (filters: Filters, view: View, payment: unknown) => Promise<{ total: number }>;
}
interface FiltersModule {
  parseFilterPath: (path: string) => Filters | null;
}
interface SortModule {
  parseListingView: (params: Record<string, string>) => View;
}
interface DatasetModule {
  embeddedDataset: (name: string) => { documents: Record<string, unknown>[] };
}

// Computed specifiers: the web modules compile with web's settings (paths, Next types), not the scripts project's.
const load = <T>(relative: string) =>
  import(new URL(`../../../web/src/${relative}`, import.meta.url).href) as Promise<T>;

async function main(): Promise<void> {
  const rounds = Number(process.env.PROBE_ROUNDS ?? 10);
  const [search, filtersModule, sortModule, datasetModule] = await Promise.all([
    load<SearchModule>('server/inventory/search.ts'),
    load<FiltersModule>('lib/inventory/filters.ts'),
    load<SortModule>('lib/inventory/sort.ts'),
    load<DatasetModule>('content/embedded/dataset.ts'),
  ]);
  const vehicles = datasetModule
    .embeddedDataset(process.env.SITE_DATASET ?? 'dealership')
    .documents.filter((doc) => doc._type === 'vehicle').length;
  const cases = PROBE_PATHS.flatMap((path) => {
    const filters = filtersModule.parseFilterPath(path);
    if (!filters) throw new Error(`${path} is not a filter path`);
    return PROBE_VIEWS.map((params) => ({ path, filters, view: sortModule.parseListingView(params) }));
  });
  const payment = search.paymentSettingsFor(await search.inventoryVocabulary(), null);
  // Warm-up: the dataset parse and first compile are paid once per process, not per search.
  for (const { filters, view } of cases) await search.searchInventory(filters, view, payment);

  const samplesMs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const { filters, view } of cases) {
      const started = performance.now();
      await search.searchInventory(filters, view, payment);
      samplesMs.push(performance.now() - started);
    }
  }
  process.stdout.write(`${JSON.stringify({ vehicles, cases: cases.length, samplesMs })}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
