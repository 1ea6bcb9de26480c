/**
 * The deal sheet's arithmetic (docs/deal-sheet.md#the-arithmetic): a car's price, the store's documentary fee and
 * sales tax, the shopper's trade-in and down payment → amount financed, monthly payment, trade equity and cash due
 * at signing, each as an itemised line. Pure, integer cents. The fees, the APR and the payment formula are the
 * finance rules' own (lib/finance), so the deal sheet and every payment estimate of the site agree.
 */
import {
  amortizedPaymentCents,
  aprBps,
  dollarsToCents,
  DOCUMENTARY_FEE_CENTS,
  THIRTY_DAY_DRIVE_FEE_CENTS,
} from '@/lib/finance';

/** How the car's store taxes a sale (CMS `store.taxes`); no rate means the sheet adds no tax and says so. */
export interface DealTaxSettings {
  /** State and local rate combined, in percent (8.25 = 8.25 %); null: not configured. */
  salesTaxPercent: number | null;
  /** The state taxes the price less the trade-in's value (Illinois). */
  tradeInReducesTax: boolean;
  /** The most of the trade-in's value that comes off the taxed amount, in dollars; null: all of it. */
  tradeInTaxCreditCap: number | null;
}

/** The car's store: what prices the deal. */
export interface DealStoreSettings extends DealTaxSettings {
  baseAprPercent: number;
  /** Dollars; null: the built-in documentary fee (as every estimate of the site). */
  documentaryFee: number | null;
}

/** The shopper's trade-in: what it is worth (an instant offer, or their own estimate) and what they still owe on it. */
export interface DealTradeIn {
  /** Dollars. */
  value: number;
  /** Dollars still owed on the car (the loan payoff); 0 when it is paid off. */
  payoff: number;
}

export interface DealInput {
  /** The car's price in dollars. */
  price: number;
  modelYear: number;
  store: DealStoreSettings;
  /** Dollars the shopper puts down in cash. */
  downPayment: number;
  creditScore: number;
  termMonths: number;
  tradeIn: DealTradeIn | null;
}

/** The lines of the sheet, in order; the page words and explains each by its id. */
export type DealLineId =
  'price' | 'documentaryFee' | 'driveFee' | 'salesTax' | 'tradeEquity' | 'downPayment' | 'amountFinanced';

export interface DealLine {
  id: DealLineId;
  /** Positive adds to what is owed, negative takes off it. */
  cents: number;
}

export interface DealSheet {
  lines: DealLine[];
  /** Price, fees and tax: what the car costs before the trade-in and the down payment. */
  totalCents: number;
  /** The amount the tax is worked out on (the price, less the trade-in's credit where the state allows one). */
  taxableCents: number;
  /** How much of the trade-in's value came off the taxed amount. */
  tradeInTaxCreditCents: number;
  /** Null when the store has no tax rate: the sheet says tax is not included. */
  salesTaxCents: number | null;
  /** Trade-in value less the payoff: negative when more is owed than the car is worth (it is then financed). */
  tradeEquityCents: number;
  /** The part of the down payment the deal needs (all of it, unless the trade-in already covers the car). */
  downPaymentCents: number;
  amountFinancedCents: number;
  aprBps: number;
  termMonths: number;
  monthlyPaymentCents: number;
  /** Cash the shopper brings to sign: the down payment. */
  cashDueCents: number;
  /** Trade equity beyond the whole deal, paid to the shopper (a rare case: the trade-in is worth more than the car). */
  paidToShopperCents: number;
  totalOfPaymentsCents: number;
  financeChargeCents: number;
}

/** A percent with up to three decimals as thousandths of a percent, so 8.25 % of a cent amount stays exact. */
const percentToMilli = (percent: number) => Math.round(percent * 1000);

/** Tax on an amount, rounded half up to the cent once. */
export function salesTaxCents(taxableCents: number, salesTaxPercent: number): number {
  return Math.round((taxableCents * percentToMilli(salesTaxPercent)) / 100_000);
}

/** How much of the trade-in's value comes off the taxed amount under the store's rule. */
export function tradeInTaxCreditCents(tradeInValueCents: number, taxes: DealTaxSettings): number {
  if (!taxes.tradeInReducesTax || tradeInValueCents <= 0) return 0;
  const cap = taxes.tradeInTaxCreditCap;
  return cap == null ? tradeInValueCents : Math.min(tradeInValueCents, dollarsToCents(cap));
}

export function dealSheet(input: DealInput): DealSheet {
  const priceCents = dollarsToCents(input.price);
  const documentaryFeeCents =
    input.store.documentaryFee != null ? dollarsToCents(input.store.documentaryFee) : DOCUMENTARY_FEE_CENTS;
  const tradeValueCents = input.tradeIn ? dollarsToCents(input.tradeIn.value) : 0;
  const payoffCents = input.tradeIn ? dollarsToCents(input.tradeIn.payoff) : 0;
  const tradeEquityCents = tradeValueCents - payoffCents;

  // The vehicle's price is taxed; the fees are not (docs/deal-sheet.md#tax).
  const creditCents = tradeInTaxCreditCents(tradeValueCents, input.store);
  const taxableCents = Math.max(0, priceCents - creditCents);
  const taxCents =
    input.store.salesTaxPercent != null && input.store.salesTaxPercent > 0
      ? salesTaxCents(taxableCents, input.store.salesTaxPercent)
      : null;

  const totalCents = priceCents + documentaryFeeCents + THIRTY_DAY_DRIVE_FEE_CENTS + (taxCents ?? 0);
  // Positive equity pays toward the car; negative equity (owed more than it is worth) is added to the loan.
  const afterTradeCents = totalCents - tradeEquityCents;
  const downPaymentCents = Math.min(Math.max(0, dollarsToCents(input.downPayment)), Math.max(0, afterTradeCents));
  const amountFinancedCents = Math.max(0, afterTradeCents - downPaymentCents);

  const apr = aprBps({
    baseAprPercent: input.store.baseAprPercent,
    creditScore: input.creditScore,
    modelYear: input.modelYear,
  });
  const monthlyPaymentCents = amortizedPaymentCents(amountFinancedCents, apr, input.termMonths);
  const totalOfPaymentsCents = monthlyPaymentCents * input.termMonths;

  const lines: DealLine[] = [
    { id: 'price', cents: priceCents },
    { id: 'documentaryFee', cents: documentaryFeeCents },
    { id: 'driveFee', cents: THIRTY_DAY_DRIVE_FEE_CENTS },
    ...(taxCents !== null ? [{ id: 'salesTax' as const, cents: taxCents }] : []),
    ...(input.tradeIn ? [{ id: 'tradeEquity' as const, cents: -tradeEquityCents }] : []),
    { id: 'downPayment', cents: -downPaymentCents },
    { id: 'amountFinanced', cents: amountFinancedCents },
  ];

  return {
    lines,
    totalCents,
    taxableCents,
    tradeInTaxCreditCents: taxCents === null ? 0 : creditCents,
    salesTaxCents: taxCents,
    tradeEquityCents,
    downPaymentCents,
    amountFinancedCents,
    aprBps: apr,
    termMonths: input.termMonths,
    monthlyPaymentCents,
    cashDueCents: downPaymentCents,
    paidToShopperCents: Math.max(0, -afterTradeCents),
    totalOfPaymentsCents,
    financeChargeCents: Math.max(0, totalOfPaymentsCents - amountFinancedCents),
  };
}
