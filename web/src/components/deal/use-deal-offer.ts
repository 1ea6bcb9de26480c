'use client';

import { useEffect, useState } from 'react';
import { offerTradeInValue } from '@/lib/deal/facts';
import { offerIdOf } from '@/lib/deal/terms';
import type { OfferAmounts } from '@/lib/pricing/types';

/** The parts of `GET /api/offers/{id}` the deal sheet uses. */
interface OfferAnswer {
  id: string;
  expired: boolean;
  expiresAt: string;
  vehicle: { year: number; make: string; model: string };
  cashNow: OfferAmounts | null;
}

export type DealOffer =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'found'; id: string; value: number; vehicle: string; expiresAt: string }
  /** The server's words for why this offer cannot be used: the same messages the lead would answer. */
  | { state: 'unusable'; reason: 'invalid' | 'notFound' | 'expired' | 'noCash' | 'failed' };

/**
 * The instant offer the shopper pasted (its link or id), looked up with `GET /api/offers/{id}` once they ask for it
 * (`reference` is what they confirmed, not every keystroke). An offer stays the shopper's: only its id goes out.
 */
export function useDealOffer(reference: string | null): DealOffer {
  const id = reference === null ? null : offerIdOf(reference);
  const [answer, setAnswer] = useState<{ id: string; offer: DealOffer } | null>(null);
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    fetch(`/api/offers/${id}`, { signal: controller.signal, cache: 'no-store' })
      .then(async (response): Promise<DealOffer> => {
        if (response.status === 404) return { state: 'unusable', reason: 'notFound' };
        if (!response.ok) return { state: 'unusable', reason: 'failed' };
        const offer = (await response.json()) as OfferAnswer;
        if (offer.expired) return { state: 'unusable', reason: 'expired' };
        const value = offerTradeInValue(offer);
        if (value === null) return { state: 'unusable', reason: 'noCash' };
        const vehicle = [offer.vehicle.year, offer.vehicle.make, offer.vehicle.model].join(' ');
        return { state: 'found', id: offer.id, value, vehicle, expiresAt: offer.expiresAt };
      })
      .catch((): DealOffer => ({ state: 'unusable', reason: 'failed' }))
      .then((offer) => {
        if (!controller.signal.aborted) setAnswer({ id, offer });
      });
    return () => controller.abort();
  }, [id]);
  if (reference === null || reference.trim() === '') return { state: 'none' };
  if (!id) return { state: 'unusable', reason: 'invalid' };
  return answer?.id === id ? answer.offer : { state: 'loading' };
}
