import 'server-only';
import { pathFor, vehiclePath } from '@dealer/schemas/routes';

import type { DealVehicleQueryResult } from '@/content/sanity.types';
import { dealSheet } from '@/lib/deal/deal-sheet';
import type { DealLeadFacts, DealLeadTradeIn } from '@/lib/deal/deal-lead';
import { dealStoreSettings, offerTradeInValue } from '@/lib/deal/facts';
import {
  DEAL_NO_PRICE_MESSAGE,
  DEAL_NOT_FOR_SALE_MESSAGE,
  DEAL_OFFER_EXPIRED_MESSAGE,
  DEAL_OFFER_NO_CASH_MESSAGE,
  DEAL_OFFER_NOT_FOUND_MESSAGE,
} from '@/lib/deal/messages';
import type { FieldErrors } from '@/lib/leads/field-errors';
import type { DealSheetFormValues } from '@/lib/leads/schemas/deal-sheet';
import { creditScoreForLabel } from '@/lib/profile/personalized-terms';
import type { Db } from '@/server/db';
import { readOffer, type OfferForPage } from '@/server/offers/read-offer';

export interface DealLeadDeps {
  dealVehicle(vin: string): Promise<DealVehicleQueryResult>;
  db?: Db;
  now: Date;
  /** The site's public origin, for the offer's absolute link (null: a path). */
  origin: string | null;
  /** Defaults to the offers table (server/offers/read-offer.ts). */
  offer?: (id: string) => Promise<OfferForPage | null>;
}

/**
 * The deal a DEAL_SHEET lead carries, worked out on the server from what the content and the database hold now (the
 * car's price and store, the store's fees and tax, the stored offer), never from figures the browser sent: the same
 * pure arithmetic the page shows (lib/deal/deal-sheet.ts). A car no longer for sale, an offer that is not there,
 * expired or without a cash amount are field errors.
 */
export async function dealLeadFacts(
  values: DealSheetFormValues,
  deps: DealLeadDeps,
): Promise<{ facts: DealLeadFacts } | { errors: FieldErrors }> {
  const row = await deps.dealVehicle(values.vin);
  if (!row?.vin || !row.year || !row.make || !row.model) return { errors: { vin: DEAL_NOT_FOR_SALE_MESSAGE } };
  const store = dealStoreSettings(row.store);
  if (row.price == null || !store) return { errors: { vin: DEAL_NO_PRICE_MESSAGE } };

  let tradeIn: DealLeadTradeIn | null = null;
  const payoff = values.tradeInPayoff ?? 0;
  if (values.tradeIn === 'offer' && values.offerId) {
    const offer = await (deps.offer ?? ((id) => readOffer(id, { db: deps.db, now: deps.now })))(values.offerId);
    if (!offer) return { errors: { offerId: DEAL_OFFER_NOT_FOUND_MESSAGE } };
    if (offer.expired) return { errors: { offerId: DEAL_OFFER_EXPIRED_MESSAGE } };
    const value = offerTradeInValue(offer.result);
    if (value === null) return { errors: { offerId: DEAL_OFFER_NO_CASH_MESSAGE } };
    const path = pathFor('sellTradeOffer', { id: offer.id });
    tradeIn = {
      source: 'offer',
      offerId: offer.id,
      offerLink: deps.origin ? `${deps.origin}${path}` : path,
      value,
      payoff,
      vehicle: {
        year: offer.vehicle.year,
        make: offer.vehicle.make,
        model: offer.vehicle.model,
        trim: offer.vehicle.trim,
        vin: offer.vehicle.vin,
        miles: offer.vehicle.mileage,
      },
    };
  } else if (values.tradeIn === 'estimate' && values.tradeInEstimate !== undefined) {
    tradeIn = { source: 'estimate', value: values.tradeInEstimate, payoff };
  }

  const sheet = dealSheet({
    price: row.price,
    modelYear: row.year,
    store,
    downPayment: values.downPayment,
    creditScore: creditScoreForLabel(values.creditBand),
    termMonths: values.termMonths,
    tradeIn: tradeIn ? { value: tradeIn.value, payoff: tradeIn.payoff } : null,
  });
  const path = vehiclePath({
    condition: row.condition ?? 'used',
    year: row.year,
    make: row.make,
    model: row.model,
    vin: row.vin,
  });
  return {
    facts: {
      vehicle: {
        vin: row.vin,
        stockNumber: row.stockNumber ?? undefined,
        year: row.year,
        make: row.make,
        model: row.model,
        trim: row.trim ?? undefined,
        condition: row.condition ?? undefined,
        price: row.price,
        miles: row.mileage ?? undefined,
        exteriorColor: row.exteriorColor ?? undefined,
        url: deps.origin ? `${deps.origin}${path}` : path,
      },
      store,
      creditBand: values.creditBand,
      tradeIn,
      sheet,
    },
  };
}
