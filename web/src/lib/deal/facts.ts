/**
 * What `GET /api/deal?vin=` answers (docs/deal-sheet.md#the-api): the car and its store's finance settings, the same
 * for every visitor. A private car's price is never here (its `privateId` lets an unlocked visitor's browser ask the
 * private-prices API, as search cards do). Pure types and the offer's trade-in value.
 */
import type { GarageImage } from '@/lib/garage/facts';
import type { OfferAmounts } from '@/lib/pricing/types';
import type { DealStoreSettings } from './deal-sheet';

export interface DealCar {
  vin: string;
  title: string;
  href: string;
  year: number;
  condition: string | null;
  price: number | null;
  privateId: string | null;
  mileage: number | null;
  image: GarageImage | null;
  store: { storeId: string; name: string; phone: string | null } | null;
  /** Null when the car's store has no base APR: no payment can be worked out (the page says so). */
  settings: DealStoreSettings | null;
}

export interface DealAnswer {
  car: DealCar;
}

/** An offer's worth as a trade-in: its instant cash amount; null when it has none (the car must be brought in). */
export function offerTradeInValue(offer: { cashNow: OfferAmounts | null }): number | null {
  return offer.cashNow ? offer.cashNow.finalPrice : null;
}

/** The car's store's row as the content gives it → the deal's settings (null without a base APR). */
export function dealStoreSettings(
  store: {
    baseApr?: number | null;
    fees?: { documentary?: number | null } | null;
    taxes?: {
      salesTaxPercent?: number | null;
      tradeInReducesTax?: boolean | null;
      tradeInTaxCreditCap?: number | null;
    } | null;
  } | null,
): DealStoreSettings | null {
  if (store?.baseApr == null) return null;
  return {
    baseAprPercent: store.baseApr,
    documentaryFee: store.fees?.documentary ?? null,
    salesTaxPercent: store.taxes?.salesTaxPercent ?? null,
    tradeInReducesTax: store.taxes?.tradeInReducesTax === true,
    tradeInTaxCreditCap: store.taxes?.tradeInTaxCreditCap ?? null,
  };
}
