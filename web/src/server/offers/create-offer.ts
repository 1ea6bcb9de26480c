import 'server-only';
import { apiJson } from '@/server/http/api-json';
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { isOfferId, offerResponse, type OfferVehicle, type StoredOffer } from '@/lib/offers/offer-response';
import { parseOfferRequest, type OfferRequest } from '@/lib/offers/request-schema';
import { responseLanguage } from '@/lib/i18n/response-language';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/leads/messages';
import {
  computeOffers,
  expiresAt,
  PricingInputError,
  relevantAnswers,
  validateAnswers,
  type OffersResult,
  type QuestionnaireData,
} from '@/lib/pricing';
import { getDb, type Db } from '@/server/db';
import { offers } from '@/server/db/schema';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/server/db/unavailable';
import { buildSellLeadPayload } from '@/lib/offers/sell-lead';
import { LEAD_SENT_COOKIE } from '@/lib/profile/lead-sent';
import { clientIp } from '@/server/leads/client-ip';
import { addressLimitKey } from '@/server/rate-limit/address-key';
import type { LeadContentSource } from '@/server/leads/lead-content-source';
import type { ParsedBody } from '@/server/http/parsed-body';
import { leadFieldsOf, readLeadBody } from '@/server/leads/request-body';
import { consumeRateLimit } from '@/server/rate-limit/consume';
import { serverEnv } from '@/server/env';
import { publicOrigin } from '@/server/security/request-scheme';
import { getValuationAdapter, type ValuationAdapter } from '@/server/valuation';

import { offerLink } from './offer-link';
import { offerLeadTimeZone, sendOfferLead, type SellerOfferRecipient } from './send-offer-lead';
import type { VinDecoder } from './vin-decoder';

/** Not in the spec: the 429 answer. */
export const OFFER_RATE_LIMITED_MESSAGE =
  'Too many offer requests from you in a short time. Please wait a few minutes and try again, or give us a call.';
/** Not in the spec: a well-formed VIN that no decoder knows. */
export const VIN_NOT_DECODED_MESSAGE =
  "We couldn't decode this VIN. Please enter the vehicle's year, make and model instead.";
export const OFFER_NOT_FOUND_MESSAGE = 'We could not find this offer. Please start a new one.';
export const OFFER_SERVER_ERROR_MESSAGE = 'We could not work out your offer just now. Please try again.';
export const QUESTIONNAIRE_MISSING_MESSAGE = 'Online offers are not available right now. Please give us a call.';
export const JSON_ONLY_MESSAGE = 'Send the request as JSON.';

export interface OfferLimits {
  perIp: { limit: number; windowSeconds: number };
  maxJsonBytes: number;
}

/** Generous: the sell flow posts once per quote; this stops scripted scraping of the valuation, not people. */
export const DEFAULT_OFFER_LIMITS: OfferLimits = { perIp: { limit: 60, windowSeconds: 600 }, maxJsonBytes: 32 * 1024 };

export interface OfferDeps {
  questionnaire: () => Promise<QuestionnaireData | null>;
  valuation?: ValuationAdapter;
  vinDecoder: VinDecoder;
  /** Defaults to the process database (getDb). */
  db?: Db;
  now?: () => Date;
  limits?: OfferLimits;
  /** Routing and stores for the SELL_OR_TRADE lead a quote with `contact` sends. */
  leadContent?: LeadContentSource;
  /** Runs an outbox delivery pass after a lead is stored; defaults to kickDelivery. */
  kick?: () => void;
}

type Errors = Record<string, string>;

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return apiJson(body, status, headers);
}

const fail = (errors: Errors, status: number, headers?: Record<string, string>) => json({ errors }, status, headers);

function logFailure(area: string, error: unknown): void {
  // Only the error's class and code: database error messages can echo submitted values.
  const code = (error as { code?: unknown } | null)?.code;
  console.error(
    `[offers] ${area} failed: ${error instanceof Error ? error.name : 'unknown'}${code ? ` (${String(code)})` : ''}`,
  );
}

async function resolveVehicle(
  request: OfferRequest,
  decoder: VinDecoder,
): Promise<{ ok: true; vehicle: Omit<OfferVehicle, 'mileage' | 'zip'> } | { ok: false; response: Response }> {
  const { vehicle } = request;
  if ('vin' in vehicle) {
    const decoded = await decoder.decode(vehicle.vin);
    if (!decoded) return { ok: false, response: fail({ 'vehicle.vin': VIN_NOT_DECODED_MESSAGE }, 400) };
    return { ok: true, vehicle: { ...decoded, vin: vehicle.vin } };
  }
  return {
    ok: true,
    vehicle: { year: vehicle.year, make: vehicle.make, model: vehicle.model, trim: vehicle.trim ?? null, vin: null },
  };
}

async function createOffer(
  request: Request,
  deps: OfferDeps,
  db: Db,
  now: Date,
  guardBody: ParsedBody | undefined,
): Promise<Response> {
  const limits = deps.limits ?? DEFAULT_OFFER_LIMITS;
  const ip = clientIp(request.headers);
  if (ip) {
    // The address's bucket (an IPv6 client by its /64): rate-limit/address-key.ts.
    const key = addressLimitKey('offer', ip);
    const verdict = await consumeRateLimit(key, limits.perIp.limit, limits.perIp.windowSeconds, db, now);
    if (!verdict.allowed)
      return fail({ form: OFFER_RATE_LIMITED_MESSAGE }, 429, { 'retry-after': String(verdict.retryAfterSeconds) });
  }

  // The route's POST guard has parsed the body already; a direct call (tests, scripts) reads it here.
  const body = guardBody
    ? await leadFieldsOf(guardBody)
    : await readLeadBody(request, { maxJsonBytes: limits.maxJsonBytes, maxMultipartBytes: 0 });
  if (!body.ok) return fail({ form: body.message }, body.status);
  if (body.kind !== 'json') return fail({ form: JSON_ONLY_MESSAGE }, 415);
  const parsed = parseOfferRequest(body.fields);
  if (!parsed.ok) return fail(parsed.errors, 400);
  const input = parsed.value;

  const questionnaire = await deps.questionnaire();
  if (!questionnaire?.questions?.length) return fail({ form: QUESTIONNAIRE_MISSING_MESSAGE }, 503);
  const answerErrors = validateAnswers(questionnaire, input.answers);
  if (Object.keys(answerErrors).length > 0)
    return fail(
      Object.fromEntries(Object.entries(answerErrors).map(([id, message]) => [`answers.${id}`, message])),
      400,
    );

  const resolved = await resolveVehicle(input, deps.vinDecoder);
  if (!resolved.ok) return resolved.response;
  const asked = resolved.vehicle;

  const valuation = await (deps.valuation ?? getValuationAdapter()).value({
    year: asked.year,
    make: asked.make,
    model: asked.model,
    trim: asked.trim,
    mileage: input.mileage,
    zip: input.zip ?? null,
  });
  if (valuation.status === 'cannot-price') return fail({ vehicle: valuation.message }, 404);

  const vehicle: OfferVehicle = {
    year: valuation.vehicle.year,
    make: valuation.vehicle.make,
    model: valuation.vehicle.model,
    trim: valuation.vehicle.trim,
    vin: asked.vin,
    mileage: input.mileage,
    zip: input.zip ?? null,
  };
  let result: OffersResult;
  try {
    result = computeOffers({
      vehicle: {
        year: vehicle.year,
        make: vehicle.make,
        model: vehicle.model,
        trim: vehicle.trim,
        mileage: vehicle.mileage,
      },
      valuation: valuation.prices,
      answers: input.answers,
      questionnaire,
      today: now,
    });
  } catch (error) {
    if (!(error instanceof PricingInputError)) throw error;
    const errors = Object.entries(error.fieldErrors).map(([id, message]) => [`answers.${id}`, message]);
    return fail(Object.fromEntries(errors), 400);
  }

  const offer: StoredOffer = {
    id: randomUUID(),
    vehicle,
    valuation: { source: valuation.source, trimMatched: valuation.vehicle.trimMatched, prices: valuation.prices },
    answers: relevantAnswers(questionnaire, input.answers),
    result,
    createdAt: now,
    expiresAt: expiresAt(now),
  };
  // With contact details the quote is a SELL_OR_TRADE lead (status new), stored before we answer.
  let leadId: string | null = null;
  if (input.contact) {
    if (!deps.leadContent) throw new Error('leadContent is required to send the quote as a lead');
    const offerUrl = offerLink(request.headers, offer.id);
    const lead = await sendOfferLead(
      {
        payload: buildSellLeadPayload({
          offer,
          contact: input.contact,
          questionnaire,
          url: request.headers.get('referer') ?? undefined,
          offerUrl,
          timeZone: await offerLeadTimeZone(deps.leadContent, request.headers),
        }),
        status: 'new',
        idempotencyKey: `offer:${offer.id}:quote`,
        headers: request.headers,
        origin: publicOrigin(request.headers, serverEnv()),
        // The flow forgets its answers once the offer shows: this mail is how the seller finds the offer again.
        seller: sellerOf(offer, input.contact, offerUrl, request.headers),
      },
      { content: deps.leadContent, db, now, kick: deps.kick },
    );
    leadId = lead.id;
  }
  await db.insert(offers).values({
    id: offer.id,
    leadId,
    vehicle: offer.vehicle,
    mileage: vehicle.mileage,
    zip: vehicle.zip,
    answers: offer.answers,
    valuation: offer.valuation,
    result: offer.result,
    createdAt: offer.createdAt,
    expiresAt: offer.expiresAt,
  });
  // Later leads in this browser session (the accept) go out as 'resend'.
  const cookie = leadId ? { 'set-cookie': leadSentCookie(request) } : undefined;
  return json(offerResponse(offer, now), 200, cookie);
}

/** Who gets the seller's copy of a quote, in the language the request asks for (the sell flow sends the page's). */
export function sellerOf(
  offer: SellerOfferRecipient['offer'],
  contact: { firstName: string; email: string },
  offerUrl: string,
  headers: Headers,
): SellerOfferRecipient {
  return {
    offer,
    firstName: contact.firstName,
    email: contact.email,
    offerUrl,
    lang: responseLanguage(headers.get('accept-language')),
  };
}

/** The session cookie /api/leads sets too (Secure except on plain-http localhost). */
export function leadSentCookie(request: Request): string {
  const url = new URL(request.url);
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return `${LEAD_SENT_COOKIE}=1; Path=/; SameSite=Lax${local ? '' : '; Secure'}`;
}

/**
 * The answer to an unexpected error: 503 + Retry-After when the database is unreachable (nothing was stored, the
 * sell flow keeps its answers and may retry), 500 otherwise.
 */
export function serverFailure(error: unknown, key = 'form'): Response {
  if (isDatabaseUnavailable(error)) {
    return fail({ [key]: DATABASE_UNAVAILABLE_MESSAGE }, 503, { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
  }
  return fail({ [key]: OFFER_SERVER_ERROR_MESSAGE }, 500);
}

/** `POST /api/offers`: validate, decode/match the vehicle, value it, compute the offers and store them 7 days. */
export async function handleCreateOffer(request: Request, deps: OfferDeps, guardBody?: ParsedBody): Promise<Response> {
  try {
    const db = deps.db ?? (await getDb());
    return await createOffer(request, deps, db, deps.now?.() ?? new Date(), guardBody);
  } catch (error) {
    logFailure('quote', error);
    return serverFailure(error);
  }
}

/** `GET /api/offers/{id}`: the stored offer, still 200 once expired (with `expired: true`); 404 otherwise. */
export async function handleGetOffer(id: string, deps: Pick<OfferDeps, 'db' | 'now'> = {}): Promise<Response> {
  if (!isOfferId(id)) return fail({ id: OFFER_NOT_FOUND_MESSAGE }, 404);
  try {
    const db = deps.db ?? (await getDb());
    const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
    if (!row) return fail({ id: OFFER_NOT_FOUND_MESSAGE }, 404);
    return json(offerResponse(row, deps.now?.() ?? new Date()), 200);
  } catch (error) {
    logFailure('read', error);
    return serverFailure(error, 'id');
  }
}
