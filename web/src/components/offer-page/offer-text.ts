import type { OfferPageStringKey } from './offer-strings';

/** The offer page's translator (CMS strings with the built-in English as fallback). */
export type OfferText = (key: OfferPageStringKey, values?: Record<string, string | number>) => string;
