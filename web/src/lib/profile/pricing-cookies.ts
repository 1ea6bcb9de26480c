/**
 * The light half of the visitor-pricing rule (visitor-pricing.ts), for the browser's first load: whether a
 * visitor's cookies can change their prices at all. Only saved terms or a profile can (a valid profile needs an
 * e-mail), so a visitor with neither gets the anonymous prices without the parsing and finance code being loaded.
 * Pure.
 */
import type { PersonalizedTerms } from './personalized-terms';

export interface VisitorPricing {
  terms: PersonalizedTerms | null;
  unlocked: boolean;
}

export const ANONYMOUS_PRICING: VisitorPricing = { terms: null, unlocked: false };

/** Dispatched on `window` after the browser saves terms or a profile: the islands read the cookies again. */
export const VISITOR_COOKIES_EVENT = 'dealer:visitor-cookies';

/** The cookies without which pricing is anonymous: saved terms (`personalizedTerms`) and the profile's `email`. */
const PRICING_COOKIE_NAMES = new Set(['personalizedTerms', 'email']);

/** From a `document.cookie` header: false means the anonymous prices, for sure. */
export function mayPersonalizePricing(header: string): boolean {
  return header.split(';').some((part) => PRICING_COOKIE_NAMES.has(part.split('=')[0]?.trim() ?? ''));
}
