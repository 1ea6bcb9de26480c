/**
 * The shopper's side of the deal sheet (docs/deal-sheet.md#the-shoppers-terms): down payment, credit band, term and
 * trade-in, started from the payment terms the site already keeps for them (the `personalizedTerms` cookie of the
 * personalise-price flow) and the same in the browser and in the lead. Pure.
 */
import {
  CREDIT_SCORE_LABELS,
  defaultCashDown,
  DEFAULT_FINANCE_TERM_MONTHS,
  FINANCE_TERM_SLIDER,
  sliderValues,
  type CreditScoreLabel,
} from '@/lib/finance';
import { creditLabelForScore, type PersonalizedTerms } from '@/lib/profile/personalized-terms';

/** The terms a loan can run (the finance term slider's steps): 12 to 72 months. */
export const DEAL_TERM_MONTHS: readonly number[] = sliderValues(FINANCE_TERM_SLIDER);

/** The bands the shopper picks from, best first (the personalise-price flow's own). */
export const DEAL_CREDIT_BANDS: readonly CreditScoreLabel[] = CREDIT_SCORE_LABELS.map((band) => band.label);

/** Where the trade-in's value comes from: an instant offer of the sell flow, the shopper's own estimate, or none. */
export type DealTradeInSource = 'none' | 'offer' | 'estimate';

export interface DealTerms {
  downPayment: number;
  creditBand: CreditScoreLabel;
  termMonths: number;
  tradeInSource: DealTradeInSource;
  /** What the shopper pasted: an offer's link or id. */
  offerReference: string;
  /** The shopper's own estimate of the trade-in's value, in dollars. */
  tradeInEstimate: number;
  /** What they still owe on the trade-in, in dollars. */
  tradeInPayoff: number;
}

/** The sheet's starting terms: the saved ones when the shopper has them, else the site's defaults for this price. */
export function initialDealTerms(saved: PersonalizedTerms | null, price: number | null): DealTerms {
  return {
    downPayment: saved?.cashDown ?? defaultCashDown(price),
    creditBand: saved ? creditLabelForScore(saved.creditScore) : creditLabelForScore(850),
    termMonths: saved?.termMonths ?? DEFAULT_FINANCE_TERM_MONTHS,
    // Saved trade equity is the personalise-price flow's quick estimate of the shopper's car.
    tradeInSource: saved && saved.tradeEquity > 0 ? 'estimate' : 'none',
    offerReference: '',
    tradeInEstimate: saved?.tradeEquity ?? 0,
    tradeInPayoff: 0,
  };
}

const OFFER_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/i;

/**
 * An offer's id from what the shopper pasted: the id itself, or the offer page's link
 * (`…/sell-trade-my-car/offer/{id}`, as the seller's e-mail gives it). Null when neither.
 */
export function offerIdOf(reference: string): string | null {
  const text = reference.trim();
  if (text === '') return null;
  const path = /^https?:\/\//i.test(text) ? safePath(text) : text;
  if (path === null) return null;
  const found = /(?:^|\/sell-trade-my-car\/offer\/)([0-9a-f-]{36})\/?$/i.exec(path);
  const id = found?.[1] ?? null;
  return id && OFFER_ID.test(id) ? id.toLowerCase() : null;
}

function safePath(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/** A whole-dollar amount typed by the shopper ("12,500", "$3000"); null when it is not one. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}
