/**
 * Visitor text of the search page's phone layout (the filters drawer). Editors override any of these in
 * `siteSettings.uiStrings` (en/es) by key; the page resolves them on the server and hands the drawer plain text.
 */
export const SEARCH_STRINGS = {
  'search.filters.open': 'Filters ({count})',
  'search.filters.title': 'Filters',
  'search.filters.close': 'Close filters',
} as const;

export type SearchStringKey = keyof typeof SEARCH_STRINGS;
export type SearchStrings = Record<SearchStringKey, string>;

/** Every key resolved by the site's translator (CMS text, then these defaults); placeholders stay unfilled. */
export function resolveSearchStrings(
  translate: (key: string, values?: Record<string, string | number>, fallback?: string) => string,
): SearchStrings {
  const resolved = {} as SearchStrings;
  for (const [key, fallback] of Object.entries(SEARCH_STRINGS) as [SearchStringKey, string][]) {
    resolved[key] = translate(key, undefined, fallback);
  }
  return resolved;
}
