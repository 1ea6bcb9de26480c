/**
 * A page's cache variant: the per-visitor parts a page is rendered with, as one short path segment. proxy.ts
 * decides it from the request (cookies, Accept-Language) and rewrites `/contact-us` to `/{variant}/contact-us`;
 * pages read it with `next/root-params` and never read cookies, so every variant of every page is a cache entry
 * every visitor with the same choices shares. Kept small on purpose (see docs/caching.md): language, the chosen
 * store, the cookie banner's stored state and an admitted experiment config; and two query parameters pages show
 * (the status line of a form posted without JavaScript, the sort and page of search results). Everything else
 * personal (saved payment terms, unlocked prices, consent categories) is read in the browser by client islands.
 * Pure.
 */
import type { BannerState } from '@/lib/consent/banner';
import type { Language } from '@/lib/i18n/strings';
import { DEFAULT_SORT, parsePage, SORT_OPTIONS, type ListingView, type SortOption } from '@/lib/inventory/sort';

export const LEAD_RESULTS = ['sent', 'invalid', 'error'] as const;
export type LeadResult = (typeof LEAD_RESULTS)[number];

export interface SiteVariant {
  lang: Language;
  /** The visitor's chosen store, when it is a known store other than the site's default. */
  storeId: string | null;
  /** The banner state the visitor stored (`displayCookies`); null when never answered. */
  banner: BannerState | null;
  /** Hash of an admitted experiment config (server/site/experiment-variants.ts), if any. */
  experiment: string | null;
  /** `?lead=` after a form posted without JavaScript (the API redirects back with it). */
  leadResult: LeadResult | null;
  /** `?sort=&page=` of a search page (set on search routes only). */
  view: ListingView;
}

/** Request header proxy.ts records the variant in, for renders outside the `[variant]` tree (the global 404). */
export const SITE_VARIANT_HEADER = 'x-site-variant';

export const DEFAULT_VARIANT: SiteVariant = {
  lang: 'en',
  storeId: null,
  banner: null,
  experiment: null,
  leadResult: null,
  view: { sort: DEFAULT_SORT, page: 1 },
};

const STORE_ID = /^[a-z0-9][a-z0-9-]{0,47}$/;
const EXPERIMENT_HASH = /^[a-f0-9]{16}$/;

/** `en`, `es~s-elgin`, `en~b-hide~x-0123456789abcdef`: the language first, then only what differs from default. */
export function encodeVariant(variant: SiteVariant): string {
  const parts: string[] = [variant.lang];
  if (variant.storeId) parts.push(`s-${variant.storeId}`);
  if (variant.banner && variant.banner !== 'show') parts.push(`b-${variant.banner}`);
  if (variant.experiment) parts.push(`x-${variant.experiment}`);
  if (variant.leadResult) parts.push(`r-${variant.leadResult}`);
  if (variant.view.sort !== DEFAULT_SORT) parts.push(`o-${variant.view.sort}`);
  if (variant.view.page > 1) parts.push(`p-${variant.view.page}`);
  return parts.join('~');
}

/** The variant a segment names; null for anything proxy.ts would not have written (a hand-typed URL). */
export function parseVariant(segment: string | null | undefined): SiteVariant | null {
  if (!segment) return null;
  const [lang, ...rest] = decodeURIComponent(segment).split('~');
  if (lang !== 'en' && lang !== 'es') return null;
  const variant: SiteVariant = { ...DEFAULT_VARIANT, lang, view: { ...DEFAULT_VARIANT.view } };
  for (const part of rest) {
    const [key, value] = [part.slice(0, 2), part.slice(2)];
    if (key === 's-' && STORE_ID.test(value)) variant.storeId = value;
    else if (key === 'b-' && (value === 'hide' || value === 'force')) variant.banner = value;
    else if (key === 'x-' && EXPERIMENT_HASH.test(value)) variant.experiment = value;
    else if (key === 'r-' && (LEAD_RESULTS as readonly string[]).includes(value))
      variant.leadResult = value as LeadResult;
    else if (key === 'o-' && (SORT_OPTIONS as readonly string[]).includes(value))
      variant.view.sort = value as SortOption;
    else if (key === 'p-' && /^[1-9]\d{0,3}$/.test(value)) variant.view.page = parsePage(value);
    else return null;
  }
  // One spelling per variant (order, no repeats, no defaults), so each page has one cache entry per variant.
  return encodeVariant(variant) === decodeURIComponent(segment) ? variant : null;
}
