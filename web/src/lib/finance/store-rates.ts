/** The selected store's financing rates; null when it has no base APR (no calculator, no estimate). */
export interface StoreRates {
  baseAprPercent: number;
  documentaryFee: number | null;
}
