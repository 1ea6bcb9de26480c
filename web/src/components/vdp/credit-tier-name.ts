import type { EstimateStringKey, EstimateStrings } from './vehicle-page-strings';

/**
 * A credit-tier label ('Great' …) in the page's language. Its own module: the estimate island imports it without
 * the page's string table, which stays on the server.
 */
export function creditTierName(strings: EstimateStrings, label: string): string {
  const key = `vdp.credit.${label.toLowerCase()}`;
  return key in strings ? strings[key as EstimateStringKey] : label;
}
