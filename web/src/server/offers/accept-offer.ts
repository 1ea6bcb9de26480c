import 'server-only';
import { apiJson } from '@/server/http/api-json';

import { eq } from 'drizzle-orm';

import { REQUIRED_MESSAGE } from '@/lib/leads/messages';
import type { LeadPayload } from '@/lib/leads/payload';
import { parseAcceptOffer, type AcceptOffer } from '@/lib/offers/accept-schema';
import { isOfferId, type StoredOffer } from '@/lib/offers/offer-response';
import { buildSellLeadPayload, withAcceptance, type OfferAcceptance } from '@/lib/offers/sell-lead';
import { isOfferExpired, type QuestionnaireData } from '@/lib/pricing';
import { getDb, type Db } from '@/server/db';
import { leads, offers } from '@/server/db/schema';
import type { LeadContentSource } from '@/server/leads/lead-content-source';
import type { ParsedBody } from '@/server/http/parsed-body';
import { leadFieldsOf, readLeadBody } from '@/server/leads/request-body';
import { serverEnv } from '@/server/env';
import { publicOrigin } from '@/server/security/request-scheme';

import { JSON_ONLY_MESSAGE, leadSentCookie, OFFER_NOT_FOUND_MESSAGE, sellerOf, serverFailure } from './create-offer';
import { offerLink } from './offer-link';
import { offerLeadTimeZone, sendOfferLead, type SellerOfferRecipient } from './send-offer-lead';

/** Not in the spec: accepting after the 7 days (410). */
export const OFFER_EXPIRED_MESSAGE = 'This offer has expired. Please start a new quote.';
/** Not in the spec: accepting an offer the quote does not have (e.g. profit sharing on a 2019 car). */
export const OFFER_KIND_UNAVAILABLE_MESSAGE = 'This offer is not available for your vehicle.';

const MAX_ACCEPT_BYTES = 8 * 1024;

export interface AcceptOfferDeps {
  leadContent: LeadContentSource;
  questionnaire: () => Promise<QuestionnaireData | null>;
  db?: Db;
  now?: () => Date;
  kick?: () => void;
}

type Errors = Record<string, string>;

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return apiJson(body, status, headers);
}
const fail = (errors: Errors, status: number) => json({ errors }, status);

function available(offer: StoredOffer['result'], kind: AcceptOffer['offerKind']): boolean {
  return offer[kind] !== null;
}

function acceptanceOf(input: AcceptOffer): OfferAcceptance {
  return {
    offerKind: input.offerKind,
    competingOffer: input.competingOffer,
    preferredDate: input.preferredDate,
    preferredTime: input.preferredTime,
  };
}

async function accept(
  id: string,
  request: Request,
  deps: AcceptOfferDeps,
  db: Db,
  now: Date,
  guardBody: ParsedBody | undefined,
): Promise<Response> {
  // The route's POST guard has parsed the body already; a direct call (tests) reads it here.
  const body = guardBody
    ? await leadFieldsOf(guardBody)
    : await readLeadBody(request, { maxJsonBytes: MAX_ACCEPT_BYTES, maxMultipartBytes: 0 });
  if (!body.ok) return fail({ form: body.message }, body.status);
  if (body.kind !== 'json') return fail({ form: JSON_ONLY_MESSAGE }, 415);
  const parsed = parseAcceptOffer(body.fields);
  if (!parsed.ok) return fail(parsed.errors, 400);
  const input = parsed.value;

  const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
  if (!row) return fail({ id: OFFER_NOT_FOUND_MESSAGE }, 404);
  if (isOfferExpired(row.expiresAt, now)) return fail({ id: OFFER_EXPIRED_MESSAGE }, 410);
  if (!available(row.result, input.offerKind)) return fail({ offerKind: OFFER_KIND_UNAVAILABLE_MESSAGE }, 400);

  const acceptance = acceptanceOf(input);
  let payload: LeadPayload | null = null;
  if (row.leadId) {
    const [lead] = await db.select({ payload: leads.payload }).from(leads).where(eq(leads.id, row.leadId)).limit(1);
    if (lead) payload = withAcceptance(lead.payload as unknown as LeadPayload, row.result, acceptance);
  }
  // The first lead with the seller's details (a quote asked for without them) also sends the seller the offer link.
  let seller: SellerOfferRecipient | undefined;
  if (!payload) {
    if (!input.contact) return fail({ contact: REQUIRED_MESSAGE }, 400);
    const offerUrl = offerLink(request.headers, id);
    payload = buildSellLeadPayload({
      offer: row,
      contact: input.contact,
      questionnaire: await deps.questionnaire(),
      acceptance,
      url: request.headers.get('referer') ?? undefined,
      offerUrl,
      timeZone: await offerLeadTimeZone(deps.leadContent, request.headers),
    });
    seller = sellerOf(row, input.contact, offerUrl, request.headers);
  }

  // One lead per distinct answer: a double click (or a retry) sends once; a changed choice sends again.
  const idempotencyKey = [
    'offer',
    id,
    'accept',
    input.offerKind,
    input.competingOffer ?? '',
    input.preferredDate ?? '',
    input.preferredTime ?? '',
  ].join(':');
  const lead = await sendOfferLead(
    {
      payload,
      status: 'resend',
      idempotencyKey,
      headers: request.headers,
      origin: publicOrigin(request.headers, serverEnv()),
      seller,
    },
    { content: deps.leadContent, db, now, kick: deps.kick },
  );
  await db
    .update(offers)
    .set({
      leadId: row.leadId ?? lead.id,
      acceptedAt: now,
      acceptedKind: input.offerKind,
      competingOffer: input.competingOffer ?? null,
      preferredDate: input.preferredDate ?? null,
      preferredTime: input.preferredTime ?? null,
    })
    .where(eq(offers.id, id));
  return json({ id, leadId: lead.id, status: 'resend', offerKind: input.offerKind }, 200, {
    'set-cookie': leadSentCookie(request),
  });
}

/**
 * `POST /api/offers/{id}/accept` `{offerKind, competingOffer?, preferredDate?, preferredTime?, contact?}`:
 * records the choice on the offer and sends the SELL_OR_TRADE lead again (status resend). 404 unknown id, 410
 * expired, 400 field messages.
 */
export async function handleAcceptOffer(
  id: string,
  request: Request,
  deps: AcceptOfferDeps,
  guardBody?: ParsedBody,
): Promise<Response> {
  if (!isOfferId(id)) return fail({ id: OFFER_NOT_FOUND_MESSAGE }, 404);
  try {
    const db = deps.db ?? (await getDb());
    return await accept(id, request, deps, db, deps.now?.() ?? new Date(), guardBody);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    console.error(
      `[offers] accept failed: ${error instanceof Error ? error.name : 'unknown'}${code ? ` (${String(code)})` : ''}`,
    );
    return serverFailure(error);
  }
}
