import { filterPath, INVENTORY_ROOT, type InventoryFilters } from '@/lib/inventory/filters';
import { filterChips, formatNumber, withoutChip, type FilterNames } from '@/lib/inventory/format';
import { listingQuery, pageLinks, SORT_LABELS, SORT_OPTIONS, type ListingView } from '@/lib/inventory/sort';
import type { InventoryResults, PaymentSettings } from '@/server/inventory/search';
import type { PageSection } from '../sections/types';
import { Sections } from '../sections';
import { PageHeader } from '../page/page-header';
import type { SiteContext } from '@/server/site/context';
import { FilterForm } from './filter-form';
import { AdTagView } from '../tracking/ad-tag-view';
import { FiltersButton, FiltersProvider, InlineFilters } from './filters-panel';
import { resolveSearchStrings } from './search-strings';
import styles from './inventory.module.css';
import { cardPaymentStrings, VehicleCard } from './vehicle-card';
import { PaymentDisclaimer } from './payment-disclaimer';
import { PersonalResults } from './personal-results';
import { resolveVehicleDialogStrings } from '../vehicle-dialogs/strings';

interface SearchPageProps {
  heading: string;
  filters: InventoryFilters;
  view: ListingView;
  results: InventoryResults;
  payment: PaymentSettings | null;
  names: FilterNames;
  sections: PageSection[];
  site: SiteContext;
}

const hrefFor = (filters: InventoryFilters, view: ListingView) => `${filterPath(filters)}${listingQuery(view)}`;

/** Suggestions when nothing matches: loosen one filter at a time, or the fixed deals. */
function EmptyState({ filters, names }: { filters: InventoryFilters; names: FilterNames }) {
  const chips = filterChips(filters, names);
  return (
    <div className={styles.empty}>
      <h2>No vehicles match these filters</h2>
      <p>Try removing a filter, or browse one of these:</p>
      <ul className={styles.linkList}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <a href={filterPath(withoutChip(filters, chip))}>Without “{chip.label}”</a>
          </li>
        ))}
        <li>
          <a href={INVENTORY_ROOT}>All cars for sale</a>
        </li>
        <li>
          <a href={`${INVENTORY_ROOT}/price-under-20000`}>Under $20,000</a>
        </li>
        <li>
          <a href={`${INVENTORY_ROOT}/great_deals/price_drop`}>Price drops</a>
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
  const chips = filterChips(filters, names);
  const { slice, total } = results;
  const current = { ...view, page: slice.page };
  const topMakes = results.facets.make.slice(0, 12);
  const searchStrings = resolveSearchStrings(site.t);
  const form = (
    <FilterForm
      filters={filters}
      facets={results.facets}
      sort={view.sort}
      names={names}
      paymentsAvailable={payment !== null}
    />
  );
  // Phones see the results first: the filters sit behind "Filters (n)" (a drawer), the applied ones as removable
  // chips; wide screens keep the sidebar.
  return (
    <>
      <PageHeader title={heading} />
      <FiltersProvider form={form} strings={searchStrings}>
        <div className={`container ${styles.layout}`}>
          <InlineFilters />
          <section aria-labelledby="inventory-results-title" className={styles.results}>
            <div className={styles.toolbar}>
              <h2 id="inventory-results-title" className={styles.count}>
                {formatNumber(total)} {total === 1 ? 'vehicle' : 'vehicles'}
                {slice.pageCount > 1 ? (
                  <span className="visually-hidden">
                    , page {slice.page} of {slice.pageCount}
                  </span>
                ) : null}
              </h2>
              <nav aria-label="Sort results" className={styles.sortNav}>
                <span>Sort:</span>
                <ul className={styles.linkList}>
                  {SORT_OPTIONS.map((sort) => (
                    <li key={sort}>
                      <a
                        href={hrefFor(filters, { sort, page: 1 })}
                        aria-current={sort === view.sort ? 'true' : undefined}
                        rel="nofollow"
                      >
                        {SORT_LABELS[sort]}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
            <div className={styles.phoneBar}>
              <FiltersButton count={chips.length} strings={searchStrings} />
            </div>
            {chips.length > 0 ? (
              <nav aria-label="Active filters" className={`${styles.refine} ${styles.chips}`}>
                <ul className={styles.linkList}>
                  {chips.map((chip) => (
                    <li key={chip.key}>
                      <a href={hrefFor(withoutChip(filters, chip), { ...view, page: 1 })}>
                        <span aria-hidden="true">×</span> Remove {chip.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {!filters.make && topMakes.length > 1 ? (
              <nav aria-label="Shop by make" className={`${styles.refine} ${styles.makes}`}>
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
            >
              {results.vehicles.length === 0 ? (
                <EmptyState filters={filters} names={names} />
              ) : (
                <ul className={styles.grid} data-testid="inventory-results">
                  {results.vehicles.map((vehicle, index) => (
                    <li key={vehicle._id}>
                      <VehicleCard
                        vehicle={vehicle}
                        payment={payment}
                        paymentStrings={paymentStrings}
                        priority={index < 2}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </PersonalResults>
            {slice.pageCount > 1 ? (
              <nav aria-label="Pages" className={styles.pagination}>
                {slice.page > 1 ? (
                  <a href={hrefFor(filters, { ...current, page: slice.page - 1 })} rel="prev">
                    Previous
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
                      aria-label={`Page ${page}`}
                    >
                      {page}
                    </a>
                  ),
                )}
                {slice.page < slice.pageCount ? (
                  <a href={hrefFor(filters, { ...current, page: slice.page + 1 })} rel="next">
                    Next
                  </a>
                ) : null}
              </nav>
            ) : null}
            <PaymentDisclaimer show={payment !== null && results.vehicles.length > 0} />
          </section>
        </div>
      </FiltersProvider>
      <Sections sections={sections} site={site} />
    </>
  );
}
