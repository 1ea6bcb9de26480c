/** Browser glue: keep the personalised terms in their cookie, with functional consent only (profile rules). */
import { persistentCookieAttributes, serializeCookie } from '@/lib/profile/cookie-attributes';
import { CONSENT_COOKIE, functionalCookiesAllowed } from '@/lib/profile/functional-consent';

import { announceVisitorCookies, browserCookies } from '../forms/visitor-profile-client';
import { PERSONALIZED_TERMS_COOKIE, serializeTerms, type PersonalizedTerms } from '@/lib/profile/personalized-terms';

/** True when saved (so the page can show them after a refresh). */
export function saveTerms(terms: PersonalizedTerms, cookieTier: number | null): boolean {
  if (!functionalCookiesAllowed(cookieTier, browserCookies()[CONSENT_COOKIE])) return false;
  const attributes = persistentCookieAttributes(window.location.protocol, window.location.hostname);
  document.cookie = serializeCookie(PERSONALIZED_TERMS_COOKIE, serializeTerms(terms), attributes);
  announceVisitorCookies();
  return true;
}
