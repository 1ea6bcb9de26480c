/** The personalise-price steps: trade equity only when trading in. */
export const PRICE_STEPS = ['downPayment', 'trading', 'equity', 'credit', 'details', 'done'] as const;
export type PriceStep = (typeof PRICE_STEPS)[number];

/** The steps this visitor goes through, in order. */
export function priceSteps(tradingIn: boolean): PriceStep[] {
  return PRICE_STEPS.filter((step) => step !== 'equity' || tradingIn);
}

export function nextPriceStep(step: PriceStep, tradingIn: boolean): PriceStep {
  const steps = priceSteps(tradingIn);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? 'done';
}

export function previousPriceStep(step: PriceStep, tradingIn: boolean): PriceStep {
  const steps = priceSteps(tradingIn);
  return steps[Math.max(steps.indexOf(step) - 1, 0)] ?? 'downPayment';
}

/** 1-based position and count, for 'Step 2 of 6'. */
export function priceStepPosition(step: PriceStep, tradingIn: boolean): { step: number; total: number } {
  const steps = priceSteps(tradingIn);
  return { step: steps.indexOf(step) + 1, total: steps.length };
}
