/**
 * The terms a vehicle page's payment estimate uses. Pure: the page is cached for every visitor, so its island
 * calls this in the browser with the query of the estimate form and the visitor's saved terms.
 */
import {
  CASH_DOWN_SLIDER,
  CREDIT_SCORE_SLIDER,
  defaultCashDown,
  DEFAULT_CREDIT_SCORE,
  DEFAULT_FINANCE_TERM_MONTHS,
  FINANCE_TERM_SLIDER,
  snapToSlider,
} from '@/lib/finance';
import type { PersonalizedTerms } from '@/lib/profile/personalized-terms';

export interface EstimateTerms {
  cashDown: number;
  termMonths: number;
  creditScore: number;
  /** From the visitor's personalised terms; 0 otherwise. */
  tradeEquity?: number;
  /**
   * Where the terms came from: the visitor's saved terms, this page's estimate form (the no-JavaScript way to give
   * terms), or nobody. Until personalised ('default') the payment shows the locked state, no figure.
   */
  source?: 'saved' | 'query' | 'default';
}

type Query = Record<string, string | string[] | undefined>;
const first = (query: Query, key: string) => {
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
};
const numberOr = (text: string | undefined, fallback: number) =>
  text !== undefined && /^\d{1,6}$/.test(text) ? Number(text) : fallback;

/**
 * Terms from the page's query (the estimate form), snapped to the slider ranges; then the visitor's personalised
 * terms (saved terms personalise every payment); defaults otherwise.
 */
export function estimateTerms(query: Query, price: number, saved: PersonalizedTerms | null = null): EstimateTerms {
  const fromQuery = ['down', 'term', 'credit'].some((key) => numberOr(first(query, key), -1) >= 0);
  return {
    source: saved ? 'saved' : fromQuery ? 'query' : 'default',
    cashDown: snapToSlider(numberOr(first(query, 'down'), saved?.cashDown ?? defaultCashDown(price)), CASH_DOWN_SLIDER),
    termMonths: snapToSlider(
      numberOr(first(query, 'term'), saved?.termMonths ?? DEFAULT_FINANCE_TERM_MONTHS),
      FINANCE_TERM_SLIDER,
    ),
    creditScore: snapToSlider(
      numberOr(first(query, 'credit'), saved?.creditScore ?? DEFAULT_CREDIT_SCORE),
      CREDIT_SCORE_SLIDER,
    ),
    tradeEquity: saved?.tradeEquity ?? 0,
  };
}
