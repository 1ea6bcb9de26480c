/**
 * May the site keep the visitor profile ("profile save needs functional category")? One function, so the
 * profile code has a single place to ask. It defers to the consent rules (lib/consent): a cookie tier ≤ 1 allows
 * every category; above that, only the visitor's stored `allowCookies` list naming `functional` allows it.
 */
import { CONSENT_COOKIE, isCategoryAllowed, parseConsentCookie, resolveConsent, toCookieTier } from '@/lib/consent';

export { CONSENT_COOKIE };

export function functionalCookiesAllowed(
  cookieTier: number | null | undefined,
  consentCookie: string | null | undefined,
): boolean {
  // GPC only ever removes targeting, so it does not change the functional answer.
  const consent = resolveConsent({
    tier: toCookieTier(cookieTier),
    stored: parseConsentCookie(consentCookie),
    gpc: false,
  });
  return isCategoryAllowed(consent, 'functional');
}
