/** Display text of vehicles and filters (en-US numbers; words through a Wording in the page's language). */
import { interpolate } from '../i18n/interpolate';
import { colorLabel } from './colors';
import type { InventoryFilters } from './filters';

/**
 * Made on first use, not as the module loads: a currency formatter's first construction loads locale data, which
 * in the browser would land in the page's start-up task even when nothing on the first screen formats a price.
 */
let usd: Intl.NumberFormat | null = null;
let count: Intl.NumberFormat | null = null;

export const formatPrice = (dollars: number) =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(
    dollars,
  );
export const formatNumber = (value: number) => (count ??= new Intl.NumberFormat('en-US')).format(value);
export const formatMiles = (miles: number) => `${formatNumber(miles)} mi`;

export function vehicleTitle(vehicle: { year?: number | null; make?: string | null; model?: string | null }): string {
  return [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
}

const CONDITION_WORDS: Record<string, string> = { new: 'New', used: 'Used', certified: 'Certified pre-owned' };
const DEAL_WORDS: Record<string, string> = { price_drop: 'Price drops', premium_upgrades: 'Premium upgrades' };

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((word) =>
      word.length <= 3 && /\d/.test(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');

export interface FilterChip {
  key: keyof InventoryFilters;
  /** Extra keys cleared with this one (a make takes its model along). */
  alsoClears?: (keyof InventoryFilters)[];
  label: string;
}

/**
 * Display names of filter values: body style value → name, and `make:`, `model:`, `fuel:`, `drivetrain:`,
 * `store:` + slug or id → the name in the inventory. Values without a name are title-cased.
 */
export type FilterNames = Record<string, string>;

const named = (names: FilterNames, kind: string, value: string) => names[`${kind}:${value}`] ?? titleCase(value);

/**
 * A text by uiStrings key with its English wording and placeholder values: the search page passes one over its
 * resolved strings; without it the English is used.
 */
export type Wording = (key: string, values: Record<string, string | number>, english: string) => string;
const english: Wording = (_key, values, text) => interpolate(text, values);

/** One chip per active filter, in path order, labelled for people. */
export function filterChips(filters: InventoryFilters, names: FilterNames = {}, word: Wording = english): FilterChip[] {
  const chips: FilterChip[] = [];
  const { yearMin, yearMax, priceMin, priceMax } = filters;
  if (filters.condition)
    chips.push({
      key: 'condition',
      label: word(`search.condition.${filters.condition}`, {}, CONDITION_WORDS[filters.condition] ?? filters.condition),
    });
  if (filters.bodyStyle)
    chips.push({
      key: 'bodyStyle',
      label: word(`search.bodyStyle.${filters.bodyStyle}`, {}, named(names, 'bodyStyle', filters.bodyStyle)),
    });
  if (filters.make) chips.push({ key: 'make', alsoClears: ['model'], label: named(names, 'make', filters.make) });
  if (filters.model) chips.push({ key: 'model', label: named(names, 'model', filters.model) });
  if (yearMin !== null && yearMax !== null)
    chips.push({ key: 'yearMin', alsoClears: ['yearMax'], label: `${yearMin}–${yearMax}` });
  else if (yearMin !== null)
    chips.push({ key: 'yearMin', label: word('search.chip.yearFrom', { year: yearMin }, '{year} or newer') });
  else if (yearMax !== null)
    chips.push({ key: 'yearMax', label: word('search.chip.yearTo', { year: yearMax }, '{year} or older') });
  if (priceMin !== null && priceMax !== null)
    chips.push({
      key: 'priceMin',
      alsoClears: ['priceMax'],
      label: `${formatPrice(priceMin)}–${formatPrice(priceMax)}`,
    });
  else if (priceMax !== null)
    chips.push({
      key: 'priceMax',
      label: word('search.chip.priceUnder', { price: formatPrice(priceMax) }, 'Under {price}'),
    });
  else if (priceMin !== null)
    chips.push({
      key: 'priceMin',
      label: word('search.chip.priceOver', { price: formatPrice(priceMin) }, 'Over {price}'),
    });
  if (filters.mileageMax !== null)
    chips.push({
      key: 'mileageMax',
      label: word('search.form.mileageUnder', { miles: formatNumber(filters.mileageMax) }, 'Under {miles} miles'),
    });
  if (filters.color)
    chips.push({ key: 'color', label: word(`search.color.${filters.color}`, {}, colorLabel(filters.color)) });
  if (filters.drivetrain)
    chips.push({
      key: 'drivetrain',
      label: names[`drivetrain:${filters.drivetrain}`] ?? filters.drivetrain.toUpperCase(),
    });
  if (filters.fuel)
    chips.push({ key: 'fuel', label: word(`search.fuel.${filters.fuel}`, {}, named(names, 'fuel', filters.fuel)) });
  if (filters.store) chips.push({ key: 'store', label: named(names, 'store', filters.store) });
  if (filters.payment !== null)
    chips.push({
      key: 'payment',
      label: word('search.form.paymentUnder', { price: formatPrice(filters.payment) }, 'Under {price}/month'),
    });
  if (filters.deal)
    chips.push({
      key: 'deal',
      label: word(`search.deal.${filters.deal}`, {}, DEAL_WORDS[filters.deal] ?? filters.deal),
    });
  return chips;
}

/** The filters without one chip's keys. */
export function withoutChip(filters: InventoryFilters, chip: FilterChip): InventoryFilters {
  const next = { ...filters, [chip.key]: null };
  for (const key of chip.alsoClears ?? []) next[key] = null;
  return next;
}

/** A heading for a filter state: "SUVs for sale", "Used Ford cars for sale", "Cars for sale". */
export function searchHeading(
  filters: InventoryFilters,
  names: FilterNames = {},
  word: Wording = english,
  lang: 'en' | 'es' = 'en',
): string {
  if (lang === 'es') return spanishSearchHeading(filters, names, word);
  const words: string[] = [];
  if (filters.condition) words.push(CONDITION_WORDS[filters.condition] ?? filters.condition);
  if (filters.make) words.push(named(names, 'make', filters.make));
  if (filters.model) words.push(named(names, 'model', filters.model));
  const noun = filters.bodyStyle ? named(names, 'bodyStyle', filters.bodyStyle) : 'cars';
  words.push(words.length === 0 ? noun.charAt(0).toUpperCase() + noun.slice(1) : noun);
  let heading = `${words.join(' ')} for sale`;
  if (filters.priceMax !== null && filters.priceMin === null) heading += ` under ${formatPrice(filters.priceMax)}`;
  if (filters.payment !== null) heading += ` under ${formatPrice(filters.payment)}/month`;
  if (filters.deal) heading = `${DEAL_WORDS[filters.deal]}: ${heading.charAt(0).toLowerCase()}${heading.slice(1)}`;
  return heading;
}

/**
 * The Spanish heading: the noun first, then make, model and the condition as an adjective ("SUV Ford usados en
 * venta", "Autos en venta por menos de $20,000"); every word from the search strings.
 */
function spanishSearchHeading(filters: InventoryFilters, names: FilterNames, word: Wording): string {
  const words: string[] = [
    filters.bodyStyle
      ? word(`search.bodyStyle.${filters.bodyStyle}`, {}, named(names, 'bodyStyle', filters.bodyStyle))
      : word('search.heading.cars', {}, 'cars'),
  ];
  if (filters.make) words.push(named(names, 'make', filters.make));
  if (filters.model) words.push(named(names, 'model', filters.model));
  if (filters.condition)
    words.push(word(`search.heading.condition.${filters.condition}`, {}, CONDITION_WORDS[filters.condition] ?? ''));
  const noun = words.filter(Boolean).join(' ');
  let heading = word(
    'search.heading.forSale',
    { words: noun.charAt(0).toUpperCase() + noun.slice(1) },
    '{words} for sale',
  );
  if (filters.priceMax !== null && filters.priceMin === null)
    heading += word('search.heading.under', { price: formatPrice(filters.priceMax) }, ' under {price}');
  if (filters.payment !== null)
    heading += word('search.heading.underMonthly', { price: formatPrice(filters.payment) }, ' under {price}/month');
  if (filters.deal) {
    const deal = word(`search.deal.${filters.deal}`, {}, DEAL_WORDS[filters.deal] ?? filters.deal);
    heading = `${deal}: ${heading.charAt(0).toLowerCase()}${heading.slice(1)}`;
  }
  return heading;
}
