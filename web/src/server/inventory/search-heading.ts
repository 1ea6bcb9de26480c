import 'server-only';
import { slugify } from '@dealer/schemas/routes';
import type { InventoryFilters } from '@/lib/inventory/filters';
import { searchHeading, type FilterNames } from '@/lib/inventory/format';
import { interpolate } from '@/lib/i18n/interpolate';
import { resolveSearchStrings } from '@/lib/inventory/search-strings';
import type { SiteContext } from '@/server/site/context';
import { inventoryVocabulary } from './search';

/** Display names of filter values, from the vocabulary (see FilterNames). */
export async function filterNames(): Promise<FilterNames> {
  const vocabulary = await inventoryVocabulary();
  const names: FilterNames = {};
  const add = (kind: string, values: (string | null)[]) => {
    for (const value of values) if (value) names[`${kind}:${slugify(value)}`] ??= value;
  };
  add('make', vocabulary.makes);
  add(
    'model',
    vocabulary.models.map((entry) => entry.model),
  );
  add('fuel', vocabulary.fuels);
  add('drivetrain', vocabulary.drivetrains);
  for (const style of vocabulary.bodyStyles)
    if (style.value) names[`bodyStyle:${style.value}`] = style.name ?? style.value;
  for (const store of vocabulary.stores)
    if (store.storeId) names[`store:${store.storeId}`] = store.name ?? store.storeId;
  return names;
}

/** The filter state's heading in the visitor's language (words from the search strings). */
export function localizedHeading(filters: InventoryFilters, names: FilterNames, site: Pick<SiteContext, 't' | 'lang'>) {
  const strings: Readonly<Record<string, string>> = resolveSearchStrings(site.t, site.lang);
  return searchHeading(filters, names, (key, values, text) => interpolate(strings[key] ?? text, values), site.lang);
}

/** A search's heading in the visitor's language, as its page names it (links to searches, e.g. an offer's cars). */
export async function searchHeadingFor(filters: InventoryFilters, site: Pick<SiteContext, 't' | 'lang'>) {
  return localizedHeading(filters, await filterNames(), site);
}
