/**
 * Visitor text of the search page: the filter form, sort, result counts, chips, pagination, the empty state and
 * the phone layout's drawer, plus the names of filter values the site itself words (conditions, colour families,
 * fuels, deals). Editors override any of these in `siteSettings.uiStrings` (en/es) by key; the page resolves them
 * on the server and hands client islands plain text.
 */
import { BODY_STYLE_VALUES } from '@dealer/schemas/constants';
import { COLOR_FAMILIES } from '@/lib/inventory/colors';
import { resolveStrings } from '@/lib/i18n/resolve-strings';

const COLOR_STRINGS = Object.fromEntries([
  ...COLOR_FAMILIES.map((entry) => [`search.color.${entry.family}`, entry.label]),
  ['search.color.other', 'Other'],
]) as Record<`search.color.${string}`, string>;

export const SEARCH_STRINGS = {
  'search.filters.open': 'Filters ({count})',
  'search.filters.title': 'Filters',
  'search.filters.close': 'Close filters',
  'search.form.title': 'Filter vehicles',
  'search.form.condition': 'Condition',
  'search.form.anyCondition': 'Any condition',
  'search.form.bodyStyle': 'Body style',
  'search.form.anyBodyStyle': 'Any body style',
  'search.form.make': 'Make',
  'search.form.anyMake': 'Any make',
  'search.form.model': 'Model',
  'search.form.anyModel': 'Any model',
  'search.form.year': 'Year',
  'search.form.from': 'From',
  'search.form.to': 'To',
  'search.form.any': 'Any',
  'search.form.price': 'Price ($)',
  'search.form.minimum': 'Minimum',
  'search.form.maximum': 'Maximum',
  'search.form.noMin': 'No min',
  'search.form.noMax': 'No max',
  'search.form.payment': 'Monthly payment',
  'search.form.anyPayment': 'Any payment',
  'search.form.paymentUnder': 'Under {price}/month',
  'search.form.mileage': 'Mileage',
  'search.form.anyMileage': 'Any mileage',
  'search.form.mileageUnder': 'Under {miles} miles',
  'search.form.color': 'Exterior colour',
  'search.form.anyColor': 'Any colour',
  'search.form.drivetrain': 'Drivetrain',
  'search.form.anyDrivetrain': 'Any drivetrain',
  'search.form.fuel': 'Fuel',
  'search.form.anyFuel': 'Any fuel',
  'search.form.store': 'Store location',
  'search.form.allStores': 'All stores',
  'search.form.deal': 'Deals',
  'search.form.allVehicles': 'All vehicles',
  'search.form.sort': 'Sort by',
  'search.form.submit': 'Show vehicles',
  'search.form.clear': 'Clear all',
  'search.sort.newest': 'Newest arrivals',
  'search.sort.oldest': 'Oldest arrivals',
  'search.sort.mileage': 'Lowest mileage',
  'search.sort.year': 'Newest model year',
  'search.sort.priceHigh': 'Price: high to low',
  'search.sort.priceLow': 'Price: low to high',
  'search.results.one': '{count} vehicle',
  'search.results.other': '{count} vehicles',
  'search.results.page': ', page {page} of {pages}',
  'search.results.sortNav': 'Sort results',
  'search.results.sortLabel': 'Sort:',
  'search.results.activeFilters': 'Active filters',
  'search.results.remove': 'Remove {label}',
  'search.results.makes': 'Shop by make',
  'search.pages.nav': 'Pages',
  'search.pages.previous': 'Previous',
  'search.pages.next': 'Next',
  'search.pages.page': 'Page {page}',
  'search.personal.summary': 'Your results: {results} ({why})',
  'search.personal.unlocked': 'the private inventory included',
  'search.personal.savedTerms': 'payments matched on your saved terms',
  'search.personal.separator': '; ',
  'search.empty.title': 'No vehicles match these filters',
  'search.empty.text': 'Try removing a filter, or browse one of these:',
  'search.empty.without': 'Without “{label}”',
  'search.empty.all': 'All cars for sale',
  'search.empty.under20k': 'Under $20,000',
  'search.empty.priceDrops': 'Price drops',
  'search.chip.yearFrom': '{year} or newer',
  'search.chip.yearTo': '{year} or older',
  'search.chip.priceUnder': 'Under {price}',
  'search.chip.priceOver': 'Over {price}',
  'search.heading.cars': 'cars',
  'search.heading.forSale': '{words} for sale',
  'search.heading.under': ' under {price}',
  'search.heading.underMonthly': ' under {price}/month',
  'search.heading.condition.new': 'new',
  'search.heading.condition.used': 'used',
  'search.heading.condition.certified': 'certified pre-owned',
  'search.card.was': 'Was',
  'search.card.priceDrop': 'Price drop',
  'search.card.premiumUpgrade': 'Premium upgrade',
  'search.card.priceAlert': 'Price alert',
  'search.condition.new': 'New',
  'search.condition.used': 'Used',
  'search.condition.certified': 'Certified pre-owned',
  'search.deal.price_drop': 'Price drops',
  'search.deal.premium_upgrades': 'Premium upgrades',
  'search.fuel.gasoline': 'Gasoline',
  'search.fuel.hybrid': 'Hybrid',
  'search.fuel.plug-in-hybrid': 'Plug-in Hybrid',
  'search.fuel.electric': 'Electric',
  'search.fuel.diesel': 'Diesel',
  ...COLOR_STRINGS,
} as const;

export type SearchStringKey = keyof typeof SEARCH_STRINGS;
export type SearchStrings = Record<SearchStringKey, string>;

/** Every key resolved by the site's translator (CMS text, then these defaults); placeholders stay unfilled. */
export function resolveSearchStrings(
  translate: (key: string, values?: Record<string, string | number>, fallback?: string) => string,
  lang: 'en' | 'es' = 'en',
): SearchStrings {
  return { ...resolveStrings(SEARCH_STRINGS, translate), ...bodyStyleStrings(translate, lang) };
}

/**
 * Body style names for Spanish readers (`search.bodyStyle.{value}`): the English names are the CMS body style
 * documents' own, so these keys only ever translate, and a key without Spanish text leaves the CMS name.
 */
function bodyStyleStrings(
  translate: (key: string, values?: Record<string, string | number>, fallback?: string) => string,
  lang: 'en' | 'es',
): Record<string, string> {
  if (lang === 'en') return {};
  const names: Record<string, string> = {};
  for (const value of BODY_STYLE_VALUES) {
    const key = `search.bodyStyle.${value}`;
    const name = translate(key, undefined, '');
    if (name && name !== key) names[key] = name;
  }
  return names;
}

/**
 * The name of a filter value the site words itself (a condition, colour family, fuel or deal) in the page's
 * language; any other value (a make, a store, a body style from the CMS) keeps its name.
 */
export function valueName(
  strings: Readonly<Record<string, string>>,
  kind: 'condition' | 'color' | 'fuel' | 'deal' | 'bodyStyle',
  value: string,
  name: string,
): string {
  return strings[`search.${kind}.${value}`] ?? name;
}

/**
 * A client island's share of the search strings. An island's props travel in the page's payload, and a string
 * table given whole (well over a hundred entries) would be sent for the three words the island shows.
 */
export function pickStrings<K extends string>(
  strings: Readonly<Record<K, string>>,
  keys: readonly K[],
): Readonly<Record<K, string>> {
  return Object.fromEntries(keys.map((key) => [key, strings[key]])) as Record<K, string>;
}

/** The filters drawer's title and close button (components/inventory/filters-drawer.tsx). */
export const DRAWER_STRING_KEYS = ['search.filters.title', 'search.filters.close'] as const;
/** The phone's "Filters (n)" button. */
export const FILTERS_BUTTON_STRING_KEYS = ['search.filters.open'] as const;

/**
 * What a visitor's own results show (components/inventory/personal-grid.tsx): the status line, the empty text and
 * the cards' words (old price, badges, fuel names).
 */
const PERSONAL_RESULTS_KEYS = [
  'search.results.one',
  'search.results.other',
  'search.results.page',
  'search.empty.title',
];
const PERSONAL_RESULTS_PREFIXES = ['search.personal.', 'search.card.', 'search.fuel.'];

export type PersonalResultsStrings = Readonly<
  Record<'search.card.was' | 'search.card.priceDrop' | 'search.card.premiumUpgrade', string> & Record<string, string>
>;

export function personalResultsStrings(strings: SearchStrings): PersonalResultsStrings {
  const entries = Object.entries(strings).filter(
    ([key]) =>
      PERSONAL_RESULTS_KEYS.includes(key) || PERSONAL_RESULTS_PREFIXES.some((prefix) => key.startsWith(prefix)),
  );
  return Object.fromEntries(entries) as PersonalResultsStrings;
}
