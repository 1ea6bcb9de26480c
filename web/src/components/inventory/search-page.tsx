import { filterPath, INVENTORY_ROOT, type InventoryFilters } from '@/lib/inventory/filters';
import { filterChips, formatNumber, withoutChip, type FilterNames, type Wording } from '@/lib/inventory/format';
import { interpolate } from '@/lib/i18n/interpolate';
import { listingQuery, pageLinks, SORT_OPTIONS, type ListingView } from '@/lib/inventory/sort';
import type { InventoryResults, PaymentSettings } from '@/server/inventory/search';
import type { LoadedSection } from '../sections/types';
import { Sections } from '../sections';
import { PageHeader } from '../page/page-header';
import type { SiteContext } from '@/server/site/context';
import { FilterForm } from './filter-form';
import { AdTagView } from '../tracking/ad-tag-view';
import { FiltersButton, FiltersProvider, InlineFilters } from './filters-panel';
import {
  DRAWER_STRING_KEYS,
  FILTERS_BUTTON_STRING_KEYS,
  personalResultsStrings,
  pickStrings,
  resolveSearchStrings,
  type SearchStrings,
} from '@/lib/inventory/search-strings';
import styles from './inventory.module.css';
import { cardPaymentStrings } from './vehicle-card';
import { PaymentDisclaimer } from './payment-disclaimer';
import { PAYMENT_DISCLAIMER } from '@/lib/finance/disclaimers';
import { PersonalResults } from './personal-results';
import { VehicleCardGrid } from './vehicle-card-grid';
import { resolveVehicleDialogStrings } from '../vehicle-dialogs/strings';
import { SaveControls } from '../garage/save-controls';
import { SaveSearchControl } from '../garage/save-search-control';
import { resolveGarageStrings, saveControlStrings, saveVehicleWords } from '@/lib/garage/strings';
import { savedSearchHref } from '@/lib/garage/saved-search-href';

interface SearchPageProps {
  heading: string;
  filters: InventoryFilters;
  view: ListingView;
  results: InventoryResults;
  payment: PaymentSettings | null;
  names: FilterNames;
  sections: LoadedSection[];
  site: SiteContext;
}

const hrefFor = (filters: InventoryFilters, view: ListingView) => `${filterPath(filters)}${listingQuery(view)}`;

/** Chip labels from the page's resolved strings. */
const wordingOf =
  (strings: SearchStrings): Wording =>
  (key, values, english) =>
    interpolate((strings as Readonly<Record<string, string>>)[key] ?? english, values);

/** Suggestions when nothing matches: loosen one filter at a time, or the fixed deals. */
function EmptyState({
  filters,
  names,
  strings: s,
}: {
  filters: InventoryFilters;
  names: FilterNames;
  strings: SearchStrings;
}) {
  const chips = filterChips(filters, names, wordingOf(s));
  return (
    <div className={styles.empty}>
      <h2>{s['search.empty.title']}</h2>
      <p>{s['search.empty.text']}</p>
      <ul className={styles.linkList}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <a href={filterPath(withoutChip(filters, chip))}>
              {interpolate(s['search.empty.without'], { label: chip.label })}
            </a>
          </li>
        ))}
        <li>
          <a href={INVENTORY_ROOT}>{s['search.empty.all']}</a>
        </li>
        <li>
          <a href={`${INVENTORY_ROOT}/price-under-20000`}>{s['search.empty.under20k']}</a>
        </li>
        <li>
          <a href={`${INVENTORY_ROOT}/great_deals/price_drop`}>{s['search.empty.priceDrops']}</a>
        </li>
      </ul>
    </div>
  );
}

/**
 * The search results page: heading, filters, sort, results, pagination, then the page's CMS sections. The same
 * for every visitor (cached); the cards' payments and private prices are the visitor's islands.
 */
export function SearchPage({ heading, filters, view, results, payment, names, sections, site }: SearchPageProps) {
  const strings = resolveVehicleDialogStrings(site.t);
  const paymentStrings = cardPaymentStrings(strings);
  const searchStrings = resolveSearchStrings(site.t, site.lang);
  const s = searchStrings;
  const chips = filterChips(filters, names, wordingOf(s));
  const { slice, total } = results;
  const current = { ...view, page: slice.page };
  const topMakes = results.facets.make.slice(0, 12);
  const garageStrings = resolveGarageStrings(site.t);
  const saveWords = saveVehicleWords(garageStrings);
  const form = (
    <FilterForm
      filters={filters}
      facets={results.facets}
      sort={view.sort}
      names={names}
      paymentsAvailable={payment !== null}
      strings={searchStrings}
    />
  );
  // Phones see the results first: the filters sit behind "Filters (n)" (a drawer), the applied ones as removable
  // chips; wide screens keep the sidebar.
  return (
    <>
      <PageHeader title={heading} />
      <FiltersProvider form={form} strings={pickStrings(searchStrings, DRAWER_STRING_KEYS)}>
        <div className={`container ${styles.layout}`}>
          <InlineFilters />
          <section aria-labelledby="inventory-results-title" className={styles.results}>
            <div className={styles.toolbar}>
              <h2 id="inventory-results-title" className={styles.count}>
                {interpolate(s[total === 1 ? 'search.results.one' : 'search.results.other'], {
                  count: formatNumber(total),
                })}
                {slice.pageCount > 1 ? (
                  <span className="visually-hidden">
                    {interpolate(s['search.results.page'], { page: slice.page, pages: slice.pageCount })}
                  </span>
                ) : null}
              </h2>
              <nav aria-label={s['search.results.sortNav']} className={styles.sortNav}>
                <span>{s['search.results.sortLabel']}</span>
                <ul className={styles.linkList}>
                  {SORT_OPTIONS.map((sort) => (
                    <li key={sort}>
                      <a
                        href={hrefFor(filters, { sort, page: 1 })}
                        aria-current={sort === view.sort ? 'true' : undefined}
                        rel="nofollow"
                      >
                        {s[`search.sort.${sort}`]}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
            {/* One row: "Filters (n)" (phones only) beside "Save this search", so the first card stays on a phone's
                first screen. */}
            <div className={styles.resultActions}>
              <div className={styles.phoneOnly}>
                <FiltersButton count={chips.length} strings={pickStrings(searchStrings, FILTERS_BUTTON_STRING_KEYS)} />
              </div>
              <SaveSearchControl
                href={savedSearchHref(filters, view.sort)}
                label={heading}
                pageVins={results.vehicles.flatMap((vehicle) => (vehicle.vin ? [vehicle.vin] : []))}
                total={total}
                buttonLabel={garageStrings['garage.search.label']}
              />
            </div>
            {chips.length > 0 ? (
              <nav aria-label={s['search.results.activeFilters']} className={`${styles.refine} ${styles.chips}`}>
                <ul className={styles.linkList}>
                  {chips.map((chip) => (
                    <li key={chip.key}>
                      <a href={hrefFor(withoutChip(filters, chip), { ...view, page: 1 })}>
                        <span aria-hidden="true">×</span>{' '}
                        {interpolate(s['search.results.remove'], { label: chip.label })}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {!filters.make && topMakes.length > 1 ? (
              <nav aria-label={s['search.results.makes']} className={`${styles.refine} ${styles.makes}`}>
                <ul className={styles.linkList}>
                  {topMakes.map((make) => (
                    <li key={make.value}>
                      <a href={filterPath({ ...filters, make: make.value, model: null })}>
                        {make.label} ({formatNumber(make.count)})
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <AdTagView
              kind={chips.length > 0 ? 'searchResults' : 'itemList'}
              searchTerm={chips.map((chip) => chip.label).join(', ')}
              vehicles={results.vehicles.flatMap((vehicle) =>
                vehicle.vin ? [{ vin: vehicle.vin, price: vehicle.price ?? null }] : [],
              )}
              viewKey={hrefFor(filters, current)}
            />
            <PersonalResults
              path={filterPath(filters)}
              view={current}
              storeId={site.store?.storeId ?? null}
              filters={filters}
              payment={payment}
              paymentStrings={paymentStrings}
              cardStrings={personalResultsStrings(s)}
              saveWords={saveWords}
            >
              {results.vehicles.length === 0 ? (
                <EmptyState filters={filters} names={names} strings={s} />
              ) : (
                <VehicleCardGrid
                  vehicles={results.vehicles}
                  payment={payment}
                  paymentStrings={paymentStrings}
                  cardStrings={s}
                  saveWords={saveWords}
                />
              )}
            </PersonalResults>
            {slice.pageCount > 1 ? (
              <nav aria-label={s['search.pages.nav']} className={styles.pagination}>
                {slice.page > 1 ? (
                  <a href={hrefFor(filters, { ...current, page: slice.page - 1 })} rel="prev">
                    {s['search.pages.previous']}
                  </a>
                ) : null}
                {pageLinks(slice.page, slice.pageCount).map((page, index) =>
                  page === null ? (
                    <span key={`gap-${index}`} aria-hidden="true">
                      …
                    </span>
                  ) : (
                    <a
                      key={page}
                      href={hrefFor(filters, { ...current, page })}
                      aria-current={page === slice.page ? 'page' : undefined}
                      aria-label={interpolate(s['search.pages.page'], { page })}
                    >
                      {page}
                    </a>
                  ),
                )}
                {slice.page < slice.pageCount ? (
                  <a href={hrefFor(filters, { ...current, page: slice.page + 1 })} rel="next">
                    {s['search.pages.next']}
                  </a>
                ) : null}
              </nav>
            ) : null}
            <PaymentDisclaimer
              show={payment !== null && results.vehicles.length > 0}
              text={site.t('vdp.estimate.disclaimer', undefined, PAYMENT_DISCLAIMER)}
            />
          </section>
        </div>
      </FiltersProvider>
      <Sections sections={sections} site={site} />
      {/* One island for every Save control of the page: the cards', "Save this search". */}
      <SaveControls strings={saveControlStrings(garageStrings)} />
    </>
  );
}
