import 'server-only';
import { fetchPublishedContent } from '@/content';
import { siteVariantInputsQuery } from '@/content/queries';
import {
  BANNER_COOKIE,
  CONSENT_COOKIE,
  gpcFromHeader,
  isCategoryAllowed,
  parseBannerState,
  parseConsentCookie,
  resolveConsent,
  toCookieTier,
} from '@/lib/consent';
import { EXPERIMENT_CONFIG_COOKIE, readExperimentCookie } from '@/lib/experiments';
import { preferredLanguage } from '@/lib/i18n/accept-language';
import { LANGUAGE_COOKIE, parseLanguage } from '@/lib/i18n/language';
import { SELECTED_STORE_COOKIE, storeMatches } from '@/lib/profile/selected-store';
import type { ListingView } from '@/lib/inventory/sort';
import { DEFAULT_VARIANT, LEAD_RESULTS, type LeadResult, type SiteVariant } from '@/lib/site-variant/site-variant';
import { admitExperiment } from './experiment-variants';
import { remembered } from './proxy-memo';

const parseLeadResult = (value: string | null): LeadResult | null =>
  (LEAD_RESULTS as readonly (string | null)[]).includes(value) ? (value as LeadResult) : null;

export interface VariantRequest {
  cookie(name: string): string | undefined;
  acceptLanguage: string | null;
  gpc: string | null;
  /** The query string (`?lead=`), and the view of a search page (lib/inventory/search-request.ts). */
  search: URLSearchParams;
  view?: ListingView;
}

/**
 * The cache variant a request is rendered with (lib/site-variant/site-variant.ts). Language: the visitor's switch
 * (cookie `lang`), else what the browser asks for (Accept-Language), else the site's default. Store: a known store
 * the visitor chose other than the default. Banner: the state the visitor stored. Experiment: the visitor's
 * config, only with analytics consent and only when admitted (server/site/experiment-variants.ts).
 */
export async function requestVariant(request: VariantRequest): Promise<SiteVariant> {
  const inputs = await remembered('variantInputs', () =>
    fetchPublishedContent({ query: siteVariantInputsQuery, params: {}, tags: ['siteSettings', 'store'] }),
  );
  const settings = inputs.settings;
  const lang =
    parseLanguage(request.cookie(LANGUAGE_COOKIE)) ??
    preferredLanguage(request.acceptLanguage) ??
    parseLanguage(settings?.defaultLanguage) ??
    'en';
  const chosen = request.cookie(SELECTED_STORE_COOKIE);
  const storeId = inputs.stores.find((store) => storeMatches(store, chosen))?.storeId ?? null;
  const banner = parseBannerState(request.cookie(BANNER_COOKIE));
  const consent = resolveConsent({
    tier: toCookieTier(settings?.cookieTier),
    stored: parseConsentCookie(request.cookie(CONSENT_COOKIE)),
    gpc: gpcFromHeader(request.gpc),
  });
  const config = isCategoryAllowed(consent, 'analytics')
    ? readExperimentCookie(request.cookie(EXPERIMENT_CONFIG_COOKIE))
    : null;
  return {
    lang,
    storeId: storeId && storeId !== settings?.defaultStoreId ? storeId : null,
    banner: banner === 'hide' || banner === 'force' ? banner : null,
    experiment: config ? await admitExperiment(config) : null,
    leadResult: parseLeadResult(request.search.get('lead')),
    view: request.view ?? DEFAULT_VARIANT.view,
  };
}
