import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { consentSettingsQuery } from '@/content/queries';
import {
  BANNER_COOKIE,
  CONSENT_COOKIE,
  gpcFromHeader,
  initialBannerState,
  parseBannerState,
  parseConsentCookie,
  resolveConsent,
  toCookieTier,
  type BannerState,
  type CookieTier,
  type ConsentState,
} from '@/lib/consent';

export interface RequestConsent {
  consent: ConsentState;
  banner: BannerState;
}

/** The site's cookie tier (siteSettings.cookieTier): the same for every visitor, so cached pages may use it. */
export const getSiteCookieTier = cache(async (): Promise<CookieTier> => {
  const settings = await fetchContent({ query: consentSettingsQuery, params: {}, tags: ['siteSettings'] });
  return toCookieTier(settings?.cookieTier);
});

/**
 * The visitor's consent for this request: the site's cookie tier, the `allowCookies` and `displayCookies` cookies
 * and the `Sec-GPC` header. Server code that sets non-essential cookies asks `isCategoryAllowed(consent, …)`.
 */
export const getRequestConsent = cache(async (): Promise<RequestConsent> => {
  const [tier, jar, requestHeaders] = await Promise.all([getSiteCookieTier(), cookies(), headers()]);
  const consent = resolveConsent({
    tier,
    stored: parseConsentCookie(jar.get(CONSENT_COOKIE)?.value),
    gpc: gpcFromHeader(requestHeaders.get('sec-gpc')),
  });
  return { consent, banner: initialBannerState(tier, parseBannerState(jar.get(BANNER_COOKIE)?.value)) };
});
