/**
 * What the dealer's DEAL_SHEET lead says (docs/deal-sheet.md#sending-it-to-the-store): the car as the vehicle of
 * interest (ADF interest "buy", with the financing worked out), the trade-in as the second vehicle (interest
 * "trade-in", its offer or the shopper's estimate) and every line of the sheet as a labelled detail, in English (the
 * dealer's language, as every lead). Pure: the server works out the facts (server/deal/deal-lead-facts.ts).
 */
import type { CreditScoreLabel } from '@/lib/finance';
import type { LeadDetail, LeadPayloadSellVehicle, LeadPayloadVehicle } from '@/lib/leads/payload';
import type { DealSheet, DealStoreSettings } from './deal-sheet';

export type DealLeadTradeIn =
  | {
      source: 'offer';
      offerId: string;
      offerLink: string;
      value: number;
      payoff: number;
      vehicle: { year: number; make: string; model: string; trim: string | null; vin: string | null; miles: number };
    }
  | { source: 'estimate'; value: number; payoff: number };

export interface DealLeadFacts {
  vehicle: LeadPayloadVehicle;
  store: DealStoreSettings;
  creditBand: CreditScoreLabel;
  tradeIn: DealLeadTradeIn | null;
  sheet: DealSheet;
}

const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;

/** The trade-in as ADF's second vehicle: interest "trade-in", the offer's amount or the shopper's own figure. */
export function dealTradeInVehicle(tradeIn: DealLeadTradeIn | null): LeadPayloadSellVehicle | undefined {
  if (!tradeIn) return undefined;
  if (tradeIn.source === 'estimate') {
    return { interest: 'trade-in', offerPrice: tradeIn.value, priceType: 'appraisal', priceSource: 'Shopper estimate' };
  }
  const { vehicle } = tradeIn;
  return {
    interest: 'trade-in',
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim ?? undefined,
    vin: vehicle.vin ?? undefined,
    miles: vehicle.miles,
    offerPrice: tradeIn.value,
    priceType: 'offer',
  };
}

/** Every line of the sheet, as the dealer reads it in the mail (and in ADF's customer comments). */
export function dealLeadDetails(facts: DealLeadFacts): LeadDetail[] {
  const { sheet, store, tradeIn } = facts;
  const line = (id: string) => sheet.lines.find((entry) => entry.id === id)?.cents ?? 0;
  const details: [string, string][] = [
    ['Vehicle price', dollars(line('price'))],
    ['Documentary fee', dollars(line('documentaryFee'))],
    ['Thirty-day drive fee', dollars(line('driveFee'))],
    [
      'Sales tax',
      sheet.salesTaxCents === null
        ? 'Not included (the store has no rate set)'
        : `${dollars(sheet.salesTaxCents)} (${percent(store.salesTaxPercent ?? 0)} of ${dollars(sheet.taxableCents)})`,
    ],
  ];
  if (tradeIn) {
    details.push(
      [
        'Trade-in',
        tradeIn.source === 'offer'
          ? `Instant cash offer ${dollars(tradeIn.value * 100)}`
          : `Shopper's estimate ${dollars(tradeIn.value * 100)}`,
      ],
      ['Owed on trade-in', dollars(tradeIn.payoff * 100)],
      ['Trade equity', dollars(sheet.tradeEquityCents)],
    );
    if (sheet.tradeInTaxCreditCents > 0) details.push(['Trade-in tax credit', dollars(sheet.tradeInTaxCreditCents)]);
  }
  details.push(
    ['Down payment', dollars(sheet.downPaymentCents)],
    ['Amount financed', dollars(sheet.amountFinancedCents)],
    ['Credit', facts.creditBand],
    ['APR', percent(sheet.aprBps / 100)],
    ['Term', `${sheet.termMonths} months`],
    ['Estimated monthly payment', dollars(sheet.monthlyPaymentCents)],
    ['Cash due at signing', dollars(sheet.cashDueCents)],
  );
  if (sheet.paidToShopperCents > 0)
    details.push(['Trade equity paid to the shopper', dollars(sheet.paidToShopperCents)]);
  if (tradeIn?.source === 'offer') details.push(['Offer id', tradeIn.offerId], ['Offer link', tradeIn.offerLink]);
  return details.map(([label, value]) => ({ label, value }));
}
