import 'server-only';

import { eq } from 'drizzle-orm';

import { isOfferId, type StoredOffer } from '@/lib/offers/offer-response';
import { isOfferExpired } from '@/lib/pricing';
import { getDb, type Db } from '@/server/db';
import { offers } from '@/server/db/schema';

export interface OfferForPage extends StoredOffer {
  expired: boolean;
  acceptedKind: string | null;
  /**
   * The seller was e-mailed the link: the offer has a lead, and the lead that first carries the seller's details
   * queues the seller's mail in the same statement (send-offer-lead.ts).
   */
  emailed: boolean;
}

/** The stored offer for its page; null for an id that is not an offer (the page answers 404). */
export async function readOffer(id: string, options: { db?: Db; now?: Date } = {}): Promise<OfferForPage | null> {
  if (!isOfferId(id)) return null;
  const db = options.db ?? (await getDb());
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    vehicle: row.vehicle,
    valuation: row.valuation,
    answers: row.answers,
    result: row.result,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    expired: isOfferExpired(row.expiresAt, options.now ?? new Date()),
    acceptedKind: row.acceptedKind,
    emailed: row.leadId !== null,
  };
}
