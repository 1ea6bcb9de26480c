/**
 * What a visitor's cookies change about the prices they see: their saved payment terms (every payment estimate)
 * and whether they unlocked the private inventory (a valid profile: private vehicles' prices). Inventory pages are
 * cached for everyone, so the server renders neither; the browser islands and the private-prices API read them
 * with this one rule (docs/caching.md). Pure.
 */
import { parseTerms, PERSONALIZED_TERMS_COOKIE } from './personalized-terms';
import type { VisitorPricing } from './pricing-cookies';
import { isProfileValid, readProfile } from './visitor-profile';

export { ANONYMOUS_PRICING, VISITOR_COOKIES_EVENT, type VisitorPricing } from './pricing-cookies';

/** From a cookie jar (name → decoded value). */
export function visitorPricing(jar: Readonly<Record<string, string | undefined>>): VisitorPricing {
  return { terms: parseTerms(jar[PERSONALIZED_TERMS_COOKIE]), unlocked: isProfileValid(readProfile(jar)) };
}
