/** APR from the store's base rate plus the model-year and credit-tier adjustments, in basis points. */
import {
  CREDIT_SCORE_LABELS,
  CREDIT_TIER_ADJUSTMENTS,
  MAX_CREDIT_SCORE,
  MIN_CREDIT_SCORE,
  MODEL_YEAR_ADJUSTMENT_BPS,
  MODEL_YEAR_ADJUSTMENT_FROM,
} from './constants';

export type CreditScoreLabel = (typeof CREDIT_SCORE_LABELS)[number]['label'];

const clampScore = (score: number) => Math.min(MAX_CREDIT_SCORE, Math.max(MIN_CREDIT_SCORE, Math.round(score)));

export function creditTierAdjustmentBps(creditScore: number): number {
  const score = clampScore(creditScore);
  return CREDIT_TIER_ADJUSTMENTS.find((tier) => score >= tier.min && score <= tier.max)?.bps ?? 0;
}

export function modelYearAdjustmentBps(modelYear: number | null | undefined): number {
  return modelYear !== null && modelYear !== undefined && modelYear >= MODEL_YEAR_ADJUSTMENT_FROM
    ? MODEL_YEAR_ADJUSTMENT_BPS
    : 0;
}

/** A percent such as 6.49 → 649 basis points. */
export const percentToBps = (percent: number) => Math.round(percent * 100);
/** 649 → 6.49. */
export const bpsToPercent = (bps: number) => bps / 100;

export interface AprInput {
  /** The store's base APR in percent (CMS `store.baseApr`). */
  baseAprPercent: number;
  creditScore: number;
  /** Model year of the vehicle; unknown (a generic calculator) means no model-year adjustment. */
  modelYear?: number | null;
}

export function aprBps({ baseAprPercent, creditScore, modelYear }: AprInput): number {
  return percentToBps(baseAprPercent) + modelYearAdjustmentBps(modelYear) + creditTierAdjustmentBps(creditScore);
}

export function creditScoreLabel(creditScore: number): CreditScoreLabel {
  return (CREDIT_SCORE_LABELS.find((band) => creditScore >= band.min) ?? { label: 'Bad' as const }).label;
}
