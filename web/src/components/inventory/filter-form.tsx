import { BODY_STYLE_VALUES } from '@dealer/schemas/constants';
import type { Facets, FacetValue } from '@/lib/inventory/facets';
import { INVENTORY_ROOT, type InventoryFilters } from '@/lib/inventory/filters';
import { formatNumber, formatPrice, type FilterNames } from '@/lib/inventory/format';
import { PAYMENT_FILTER_STEPS } from '@/lib/inventory/payments';
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@/lib/inventory/sort';
import styles from './inventory.module.css';

const MILEAGE_STEPS = [25_000, 50_000, 75_000, 85_000, 100_000, 150_000];

interface FilterFormProps {
  filters: InventoryFilters;
  facets: Facets;
  sort: SortOption;
  names: FilterNames;
  /** The payments filter needs a store's base rate. */
  paymentsAvailable: boolean;
}

function FacetSelect({
  id,
  label,
  anyLabel,
  values,
  selected,
}: {
  id: keyof InventoryFilters;
  label: string;
  anyLabel: string;
  values: FacetValue[];
  selected: string | null;
}) {
  const options =
    selected && !values.some((v) => v.value === selected)
      ? [...values, { value: selected, label: selected, count: 0 }]
      : values;
  return (
    <div className={styles.field}>
      <label htmlFor={`filter-${id}`}>{label}</label>
      <select id={`filter-${id}`} name={id} defaultValue={selected ?? ''} className={styles.input}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label} ({formatNumber(option.count)})
          </option>
        ))}
      </select>
    </div>
  );
}

function NumberField({
  id,
  label,
  value,
  placeholder,
}: {
  id: keyof InventoryFilters;
  label: string;
  value: number | null;
  placeholder: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`filter-${id}`}>{label}</label>
      <input
        id={`filter-${id}`}
        name={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        className={styles.input}
      />
    </div>
  );
}

/**
 * The filter form: a plain GET form to /cars-for-sale (works without JavaScript); the page turns the submitted
 * query into the clean filter path. Options carry the current result counts.
 */
export function FilterForm({ filters, facets, sort, names, paymentsAvailable }: FilterFormProps) {
  const bodyStyles =
    facets.bodyStyle.length > 0 || filters.bodyStyle
      ? facets.bodyStyle
      : BODY_STYLE_VALUES.map((value) => ({ value, label: names[`bodyStyle:${value}`] ?? value, count: 0 }));
  return (
    <form method="get" action={INVENTORY_ROOT} className={styles.filters} aria-labelledby="inventory-filters-title">
      <h2 id="inventory-filters-title" className={styles.filtersTitle}>
        Filter vehicles
      </h2>
      <FacetSelect
        id="condition"
        label="Condition"
        anyLabel="Any condition"
        values={facets.condition}
        selected={filters.condition}
      />
      <FacetSelect
        id="bodyStyle"
        label="Body style"
        anyLabel="Any body style"
        values={bodyStyles}
        selected={filters.bodyStyle}
      />
      <FacetSelect id="make" label="Make" anyLabel="Any make" values={facets.make} selected={filters.make} />
      {filters.make ? (
        <FacetSelect id="model" label="Model" anyLabel="Any model" values={facets.model} selected={filters.model} />
      ) : null}
      <fieldset className={styles.field}>
        <legend>Year</legend>
        <div className={styles.pair}>
          <NumberField id="yearMin" label="From" value={filters.yearMin} placeholder="Any" />
          <NumberField id="yearMax" label="To" value={filters.yearMax} placeholder="Any" />
        </div>
      </fieldset>
      <fieldset className={styles.field}>
        <legend>Price ($)</legend>
        <div className={styles.pair}>
          <NumberField id="priceMin" label="Minimum" value={filters.priceMin} placeholder="No min" />
          <NumberField id="priceMax" label="Maximum" value={filters.priceMax} placeholder="No max" />
        </div>
      </fieldset>
      {paymentsAvailable ? (
        <div className={styles.field}>
          <label htmlFor="filter-payment">Monthly payment</label>
          <select id="filter-payment" name="payment" defaultValue={filters.payment ?? ''} className={styles.input}>
            <option value="">Any payment</option>
            {[...new Set([...PAYMENT_FILTER_STEPS, ...(filters.payment ? [filters.payment] : [])])]
              .sort((a, b) => a - b)
              .map((step) => (
                <option key={step} value={step}>
                  Under {formatPrice(step)}/month
                </option>
              ))}
          </select>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="filter-mileageMax">Mileage</label>
        <select
          id="filter-mileageMax"
          name="mileageMax"
          defaultValue={filters.mileageMax ?? ''}
          className={styles.input}
        >
          <option value="">Any mileage</option>
          {[...new Set([...MILEAGE_STEPS, ...(filters.mileageMax ? [filters.mileageMax] : [])])]
            .sort((a, b) => a - b)
            .map((step) => (
              <option key={step} value={step}>
                Under {formatNumber(step)} miles
              </option>
            ))}
        </select>
      </div>
      <FacetSelect
        id="color"
        label="Exterior colour"
        anyLabel="Any colour"
        values={facets.color}
        selected={filters.color}
      />
      <FacetSelect
        id="drivetrain"
        label="Drivetrain"
        anyLabel="Any drivetrain"
        values={facets.drivetrain}
        selected={filters.drivetrain}
      />
      <FacetSelect id="fuel" label="Fuel" anyLabel="Any fuel" values={facets.fuel} selected={filters.fuel} />
      <FacetSelect
        id="store"
        label="Store location"
        anyLabel="All stores"
        values={facets.store}
        selected={filters.store}
      />
      <div className={styles.field}>
        <label htmlFor="filter-deal">Deals</label>
        <select id="filter-deal" name="deal" defaultValue={filters.deal ?? ''} className={styles.input}>
          <option value="">All vehicles</option>
          <option value="price_drop">Price drops</option>
          <option value="premium_upgrades">Premium upgrades</option>
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="filter-sort">Sort by</label>
        <select id="filter-sort" name="sort" defaultValue={sort} className={styles.input}>
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          Show vehicles
        </button>
        <a href={INVENTORY_ROOT}>Clear all</a>
      </div>
    </form>
  );
}
