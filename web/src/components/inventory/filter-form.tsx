import { BODY_STYLE_VALUES } from '@dealer/schemas/constants';
import type { Facets, FacetValue } from '@/lib/inventory/facets';
import { INVENTORY_ROOT, type InventoryFilters } from '@/lib/inventory/filters';
import { formatNumber, formatPrice, type FilterNames } from '@/lib/inventory/format';
import { PAYMENT_FILTER_STEPS } from '@/lib/inventory/payments';
import { interpolate } from '@/lib/i18n/interpolate';
import { SORT_OPTIONS, type SortOption } from '@/lib/inventory/sort';
import styles from './inventory.module.css';
import { valueName, type SearchStrings } from '@/lib/inventory/search-strings';

const MILEAGE_STEPS = [25_000, 50_000, 75_000, 85_000, 100_000, 150_000];

interface FilterFormProps {
  filters: InventoryFilters;
  facets: Facets;
  sort: SortOption;
  names: FilterNames;
  /** The payments filter needs a store's base rate. */
  paymentsAvailable: boolean;
  strings: SearchStrings;
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
 * A from/to pair of number fields under one legend (year, price): the `{name}Min` and `{name}Max` filters, each
 * given as [from, to].
 */
function RangeFieldset({
  legend,
  name,
  values,
  labels,
  placeholders,
}: {
  legend: string;
  name: 'year' | 'price';
  values: [number | null, number | null];
  labels: [string, string];
  placeholders: [string, string];
}) {
  return (
    <fieldset className={styles.field}>
      <legend>{legend}</legend>
      <div className={styles.pair}>
        {(['Min', 'Max'] as const).map((end, index) => (
          <NumberField
            key={end}
            id={`${name}${end}`}
            label={labels[index]!}
            value={values[index]!}
            placeholder={placeholders[index]!}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A select of upper bounds ("under $400/mo", "under 50,000 miles"): the fixed steps, plus the current value when a
 * link carried another one, in ascending order.
 */
function UpToSelect({
  id,
  label,
  anyLabel,
  steps,
  selected,
  optionLabel,
}: {
  id: keyof InventoryFilters;
  label: string;
  anyLabel: string;
  steps: readonly number[];
  selected: number | null;
  optionLabel: (step: number) => string;
}) {
  const options = [...new Set([...steps, ...(selected ? [selected] : [])])].sort((a, b) => a - b);
  return (
    <div className={styles.field}>
      <label htmlFor={`filter-${id}`}>{label}</label>
      <select id={`filter-${id}`} name={id} defaultValue={selected ?? ''} className={styles.input}>
        <option value="">{anyLabel}</option>
        {options.map((step) => (
          <option key={step} value={step}>
            {optionLabel(step)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filter form: a plain GET form to /cars-for-sale (works without JavaScript); the page turns the submitted
 * query into the clean filter path. Options carry the current result counts.
 */
export function FilterForm({ filters, facets, sort, names, paymentsAvailable, strings: s }: FilterFormProps) {
  // Values the site words itself (conditions, colour families, fuels) in the page's language.
  const worded = (kind: 'condition' | 'color' | 'fuel' | 'bodyStyle', values: FacetValue[]) =>
    values.map((value) => ({ ...value, label: valueName(s, kind, value.value, value.label) }));
  const bodyStyles =
    facets.bodyStyle.length > 0 || filters.bodyStyle
      ? facets.bodyStyle
      : BODY_STYLE_VALUES.map((value) => ({ value, label: names[`bodyStyle:${value}`] ?? value, count: 0 }));
  return (
    <form method="get" action={INVENTORY_ROOT} className={styles.filters} aria-labelledby="inventory-filters-title">
      <h2 id="inventory-filters-title" className={styles.filtersTitle}>
        {s['search.form.title']}
      </h2>
      <FacetSelect
        id="condition"
        label={s['search.form.condition']}
        anyLabel={s['search.form.anyCondition']}
        values={worded('condition', facets.condition)}
        selected={filters.condition}
      />
      <FacetSelect
        id="bodyStyle"
        label={s['search.form.bodyStyle']}
        anyLabel={s['search.form.anyBodyStyle']}
        values={worded('bodyStyle', bodyStyles)}
        selected={filters.bodyStyle}
      />
      <FacetSelect
        id="make"
        label={s['search.form.make']}
        anyLabel={s['search.form.anyMake']}
        values={facets.make}
        selected={filters.make}
      />
      {filters.make ? (
        <FacetSelect
          id="model"
          label={s['search.form.model']}
          anyLabel={s['search.form.anyModel']}
          values={facets.model}
          selected={filters.model}
        />
      ) : null}
      <RangeFieldset
        legend={s['search.form.year']}
        name="year"
        values={[filters.yearMin, filters.yearMax]}
        labels={[s['search.form.from'], s['search.form.to']]}
        placeholders={[s['search.form.any'], s['search.form.any']]}
      />
      <RangeFieldset
        legend={s['search.form.price']}
        name="price"
        values={[filters.priceMin, filters.priceMax]}
        labels={[s['search.form.minimum'], s['search.form.maximum']]}
        placeholders={[s['search.form.noMin'], s['search.form.noMax']]}
      />
      {paymentsAvailable ? (
        <UpToSelect
          id="payment"
          label={s['search.form.payment']}
          anyLabel={s['search.form.anyPayment']}
          steps={PAYMENT_FILTER_STEPS}
          selected={filters.payment}
          optionLabel={(step) => interpolate(s['search.form.paymentUnder'], { price: formatPrice(step) })}
        />
      ) : null}
      <UpToSelect
        id="mileageMax"
        label={s['search.form.mileage']}
        anyLabel={s['search.form.anyMileage']}
        steps={MILEAGE_STEPS}
        selected={filters.mileageMax}
        optionLabel={(step) => interpolate(s['search.form.mileageUnder'], { miles: formatNumber(step) })}
      />
      <FacetSelect
        id="color"
        label={s['search.form.color']}
        anyLabel={s['search.form.anyColor']}
        values={worded('color', facets.color)}
        selected={filters.color}
      />
      <FacetSelect
        id="drivetrain"
        label={s['search.form.drivetrain']}
        anyLabel={s['search.form.anyDrivetrain']}
        values={facets.drivetrain}
        selected={filters.drivetrain}
      />
      <FacetSelect
        id="fuel"
        label={s['search.form.fuel']}
        anyLabel={s['search.form.anyFuel']}
        values={worded('fuel', facets.fuel)}
        selected={filters.fuel}
      />
      <FacetSelect
        id="store"
        label={s['search.form.store']}
        anyLabel={s['search.form.allStores']}
        values={facets.store}
        selected={filters.store}
      />
      <div className={styles.field}>
        <label htmlFor="filter-deal">{s['search.form.deal']}</label>
        <select id="filter-deal" name="deal" defaultValue={filters.deal ?? ''} className={styles.input}>
          <option value="">{s['search.form.allVehicles']}</option>
          <option value="price_drop">{s['search.deal.price_drop']}</option>
          <option value="premium_upgrades">{s['search.deal.premium_upgrades']}</option>
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="filter-sort">{s['search.form.sort']}</label>
        <select id="filter-sort" name="sort" defaultValue={sort} className={styles.input}>
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {s[`search.sort.${option}`]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          {s['search.form.submit']}
        </button>
        <a href={INVENTORY_ROOT}>{s['search.form.clear']}</a>
      </div>
    </form>
  );
}
