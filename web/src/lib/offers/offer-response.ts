/**
 * The offer as the API returns it (`{id, expiresAt, cashNow, moreCashLater, bringIn, deductions}` plus
 * the vehicle and valuation the sell flow's offer page shows). Pure: built from a stored offer and the clock.
 */
// Relative imports: the DB schema imports this file, and the operator scripts type-check the DB code without web's
// `@/` path alias.
import { isOfferExpired } from '../pricing';
import type { OffersResult, ValuationPrices } from '../pricing';

export interface OfferVehicle {
  year: number;
  make: string;
  model: string;
  trim: string | null;
  vin: string | null;
  mileage: number;
  zip: string | null;
}

export interface OfferValuation {
  source: string;
  /** False when the trim asked for was not found and the base trim was priced. */
  trimMatched: boolean;
  prices: ValuationPrices;
}

export interface StoredOffer {
  id: string;
  vehicle: OfferVehicle;
  valuation: OfferValuation;
  answers: Record<string, string[]>;
  result: OffersResult;
  createdAt: Date;
  expiresAt: Date;
}

/** The API's valuation: the valuation price keys at the top level, with where they came from. */
export type OfferValuationResponse = ValuationPrices & Omit<OfferValuation, 'prices'>;

export interface OfferResponse extends OffersResult {
  id: string;
  createdAt: string;
  expiresAt: string;
  /** True once the 7 days are over: the page says so instead of showing the numbers as valid. */
  expired: boolean;
  vehicle: OfferVehicle;
  valuation: OfferValuationResponse;
  answers: Record<string, string[]>;
}

export function offerResponse(offer: StoredOffer, now: Date): OfferResponse {
  return {
    id: offer.id,
    createdAt: offer.createdAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
    expired: isOfferExpired(offer.expiresAt, now),
    vehicle: offer.vehicle,
    valuation: {
      ...offer.valuation.prices,
      source: offer.valuation.source,
      trimMatched: offer.valuation.trimMatched,
    },
    answers: offer.answers,
    ...offer.result,
  };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Offer ids are random UUIDs; anything else is answered 404 without a database read. */
export function isOfferId(value: string): boolean {
  return UUID_PATTERN.test(value);
}
