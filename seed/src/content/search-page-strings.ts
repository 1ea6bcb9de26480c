/**
 * UI strings of the search page's phone layout (the filters drawer), en and es. Editors change them in
 * siteSettings.uiStrings; the page's built-in English (web/src/components/inventory/search-strings.ts) is only a
 * fallback for a key an editor deletes (a web test keeps the two in step). Braces are filled by the page.
 */
export const SEARCH_PAGE_UI_STRINGS: [string, string, string][] = [
  ['search.filters.open', 'Filters ({count})', 'Filtros ({count})'],
  ['search.filters.title', 'Filters', 'Filtros'],
  ['search.filters.close', 'Close filters', 'Cerrar filtros'],
];
