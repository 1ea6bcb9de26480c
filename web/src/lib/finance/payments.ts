/**
 * Loan and lease payments, itemised. Money is integer cents; rates are basis points. Rounding: the monthly payment
 * is rounded half up to the cent once, at the end; totals are payment × term (what the buyer actually pays).
 */
import { aprBps, type AprInput } from './apr';
import {
  DOCUMENTARY_FEE_CENTS,
  LEASE_RESIDUAL_BASE_PERCENT,
  LEASE_RESIDUAL_PER_MILES_STEP,
  LEASE_RESIDUAL_PER_TERM_STEP,
  LEASE_MILES_SLIDER,
  LEASE_TERM_SLIDER,
  MONEY_FACTOR_DIVISOR,
  THIRTY_DAY_DRIVE_FEE_CENTS,
} from './constants';

export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** Level monthly payment that repays `principalCents` over `termMonths` at `aprBps` (standard amortisation). */
export function amortizedPaymentCents(principalCents: number, aprBasisPoints: number, termMonths: number): number {
  if (principalCents <= 0 || termMonths <= 0) return 0;
  const monthlyRate = aprBasisPoints / 10_000 / 12;
  if (monthlyRate === 0) return Math.round(principalCents / termMonths);
  return Math.round((principalCents * monthlyRate) / (1 - (1 + monthlyRate) ** -termMonths));
}

/** The principal a monthly payment repays (the inverse of `amortizedPaymentCents`, before rounding). */
export function principalForPaymentCents(paymentCents: number, aprBasisPoints: number, termMonths: number): number {
  if (paymentCents <= 0 || termMonths <= 0) return 0;
  const monthlyRate = aprBasisPoints / 10_000 / 12;
  if (monthlyRate === 0) return paymentCents * termMonths;
  return (paymentCents * (1 - (1 + monthlyRate) ** -termMonths)) / monthlyRate;
}

export interface QuoteLine {
  label: string;
  /** Positive adds to the amount financed, negative subtracts. */
  cents: number;
}

export interface PaymentInputs extends AprInput {
  /** Vehicle price in dollars (may have cents). */
  price: number;
  cashDown: number;
  tradeEquity: number;
  /** The store's documentary fee in dollars, when the CMS sets one; otherwise the built-in default. */
  documentaryFee?: number | null;
}

export interface FinanceQuote {
  lines: QuoteLine[];
  amountFinancedCents: number;
  aprBps: number;
  termMonths: number;
  monthlyPaymentCents: number;
  totalOfPaymentsCents: number;
  financeChargeCents: number;
}

function itemise(input: PaymentInputs): { lines: QuoteLine[]; totalCents: number } {
  const lines: QuoteLine[] = [
    { label: 'Vehicle price', cents: dollarsToCents(input.price) },
    {
      label: 'Documentary fee',
      cents: input.documentaryFee != null ? dollarsToCents(input.documentaryFee) : DOCUMENTARY_FEE_CENTS,
    },
    { label: 'Thirty-day drive fee', cents: THIRTY_DAY_DRIVE_FEE_CENTS },
  ];
  if (input.cashDown > 0) lines.push({ label: 'Cash down', cents: -dollarsToCents(input.cashDown) });
  if (input.tradeEquity > 0) lines.push({ label: 'Trade equity', cents: -dollarsToCents(input.tradeEquity) });
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.cents, 0) };
}

export function financeQuote(input: PaymentInputs & { termMonths: number }): FinanceQuote {
  const { lines, totalCents } = itemise(input);
  const amountFinancedCents = Math.max(0, totalCents);
  const apr = aprBps(input);
  const monthlyPaymentCents = amortizedPaymentCents(amountFinancedCents, apr, input.termMonths);
  const totalOfPaymentsCents = monthlyPaymentCents * input.termMonths;
  return {
    lines,
    amountFinancedCents,
    aprBps: apr,
    termMonths: input.termMonths,
    monthlyPaymentCents,
    totalOfPaymentsCents,
    financeChargeCents: Math.max(0, totalOfPaymentsCents - amountFinancedCents),
  };
}

/** Residual percent for a lease term and yearly mileage (house assumption, see constants). */
export function leaseResidualPercent(termMonths: number, milesPerYear: number): number {
  const termSteps = (termMonths - LEASE_TERM_SLIDER.min) / LEASE_TERM_SLIDER.step;
  const mileSteps = (milesPerYear - LEASE_MILES_SLIDER.min) / LEASE_MILES_SLIDER.step;
  return (
    LEASE_RESIDUAL_BASE_PERCENT -
    Math.max(0, termSteps) * LEASE_RESIDUAL_PER_TERM_STEP -
    Math.max(0, mileSteps) * LEASE_RESIDUAL_PER_MILES_STEP
  );
}

export interface LeaseQuote {
  lines: QuoteLine[];
  capitalizedCostCents: number;
  residualCents: number;
  aprBps: number;
  /** APR ÷ 2400. */
  moneyFactor: number;
  termMonths: number;
  milesPerYear: number;
  depreciationCents: number;
  financeFeeCents: number;
  monthlyPaymentCents: number;
}

/**
 * Standard lease payment: (cap cost − residual) ÷ term + (cap cost + residual) × money factor. Interpretation: the
 * capitalised cost is the price plus the documentary and thirty-day drive fees, less cash down and trade equity (the
 * same itemised lines as a loan); the residual is a share of the vehicle price only (leaseResidualPercent); tax is
 * excluded, as in the loan estimate.
 */
export function leaseQuote(input: PaymentInputs & { termMonths: number; milesPerYear: number }): LeaseQuote {
  const { lines, totalCents } = itemise(input);
  const capitalizedCostCents = Math.max(0, totalCents);
  const residualCents = Math.round(
    (dollarsToCents(input.price) * leaseResidualPercent(input.termMonths, input.milesPerYear)) / 100,
  );
  const apr = aprBps(input);
  const moneyFactor = apr / 100 / MONEY_FACTOR_DIVISOR;
  const depreciation = Math.max(0, capitalizedCostCents - residualCents) / input.termMonths;
  const financeFee = (capitalizedCostCents + residualCents) * moneyFactor;
  return {
    lines,
    capitalizedCostCents,
    residualCents,
    aprBps: apr,
    moneyFactor,
    termMonths: input.termMonths,
    milesPerYear: input.milesPerYear,
    depreciationCents: Math.round(depreciation),
    financeFeeCents: Math.round(financeFee),
    monthlyPaymentCents: Math.round(depreciation + financeFee),
  };
}

/**
 * "Payments under $X/month" → the highest whole-dollar vehicle price whose financed payment is at most X
 * (same fees, cash down, trade equity, APR and term as `financeQuote`). Used by the inventory filter.
 */
export function maxPriceForMonthlyPayment(
  input: Omit<PaymentInputs, 'price'> & { monthlyPayment: number; termMonths: number },
): number {
  const apr = aprBps(input);
  const principal = principalForPaymentCents(dollarsToCents(input.monthlyPayment), apr, input.termMonths);
  const { totalCents: extrasCents } = itemise({ ...input, price: 0 });
  let price = Math.max(0, Math.floor((principal - extrasCents) / 100));
  // The payment is rounded to the cent: settle on the exact highest fitting dollar (a step or two either way).
  const fits = (candidate: number) =>
    financeQuote({ ...input, price: candidate }).monthlyPaymentCents <= dollarsToCents(input.monthlyPayment);
  while (price > 0 && !fits(price)) price -= 1;
  while (fits(price + 1)) price += 1;
  return price;
}
