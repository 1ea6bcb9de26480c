/**
 * The visitor's personalised payment terms (personalise-price flow): saved in a cookie when the flow is
 * done, they replace the default terms of every payment estimate until the visitor adjusts them. Only the
 * terms, never personal data; saved only with functional consent, like the profile.
 */
import {
  CASH_DOWN_SLIDER,
  CREDIT_SCORE_LABELS as CREDIT_BANDS,
  CREDIT_SCORE_SLIDER,
  DEFAULT_FINANCE_TERM_MONTHS,
  FINANCE_TERM_SLIDER,
  snapToSlider,
  TRADE_EQUITY_SLIDER,
  type CreditScoreLabel,
} from '@/lib/finance';

export const PERSONALIZED_TERMS_COOKIE = 'personalizedTerms';

export interface PersonalizedTerms {
  cashDown: number;
  tradeEquity: number;
  creditScore: number;
  termMonths: number;
}

/** A credit band (labels Bad, Okay, Good, Great) → the lowest score of the band, so estimates never flatter. */
export function creditScoreForLabel(label: CreditScoreLabel): number {
  const band = CREDIT_BANDS.find((entry) => entry.label === label);
  return snapToSlider(Math.max(band?.min ?? 0, CREDIT_SCORE_SLIDER.min), CREDIT_SCORE_SLIDER);
}

/** The band a score belongs to. */
export function creditLabelForScore(score: number): CreditScoreLabel {
  return CREDIT_BANDS.find((entry) => score >= entry.min)?.label ?? 'Bad';
}

export function serializeTerms(terms: PersonalizedTerms): string {
  return JSON.stringify({
    d: terms.cashDown,
    e: terms.tradeEquity,
    c: terms.creditScore,
    t: terms.termMonths,
  });
}

/** The cookie's value → terms snapped to the slider ranges, or null when absent or not ours. */
export function parseTerms(value: string | null | undefined): PersonalizedTerms | null {
  if (!value) return null;
  try {
    const raw: unknown = JSON.parse(value);
    if (raw === null || typeof raw !== 'object') return null;
    const record = raw as Record<string, unknown>;
    const number = (key: string) => (typeof record[key] === 'number' ? (record[key] as number) : Number.NaN);
    if (![number('d'), number('e'), number('c')].every(Number.isFinite)) return null;
    return {
      cashDown: snapToSlider(number('d'), CASH_DOWN_SLIDER),
      tradeEquity: snapToSlider(number('e'), TRADE_EQUITY_SLIDER),
      creditScore: snapToSlider(number('c'), CREDIT_SCORE_SLIDER),
      termMonths: Number.isFinite(number('t'))
        ? snapToSlider(number('t'), FINANCE_TERM_SLIDER)
        : DEFAULT_FINANCE_TERM_MONTHS,
    };
  } catch {
    return null;
  }
}
