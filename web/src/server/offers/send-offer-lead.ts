import 'server-only';
import { randomUUID } from 'node:crypto';

import { createTranslator, type Language } from '@/lib/i18n/strings';
import { composeLeadMails } from '@/lib/leads/compose-lead-mail';
import type { LeadMail } from '@/lib/leads/mails';
import { renderSellerOfferMail, type SellerOfferMailInput } from '@/lib/offers/seller-offer-mail';
import type { LeadPayload } from '@/lib/leads/payload';
import { parseCookieHeader } from '@/lib/profile/cookie-attributes';
import { SELECTED_STORE_COOKIE, selectStore } from '@/lib/profile/selected-store';
import type { Db } from '@/server/db';
import type { LeadContentSource, LeadStore } from '@/server/leads/lead-content-source';
import { kickDelivery } from '@/server/outbox/delivery';
import { storeLead } from '@/server/outbox/store-lead';

/**
 * Sends a SELL_OR_TRADE lead through the lead pipeline (docs/leads.md#how-a-lead-mail-is-composed): its mails come
 * from the one lead-mail composer every form uses (routing, subject, ADF or text body, advertising block as the
 * site settings say), stored as lead + one outbox row per mail in one statement, then delivered by the outbox
 * worker. The idempotency key makes a retried quote or a double-clicked accept send once.
 */
export interface OfferLeadDeps {
  content: LeadContentSource;
  db: Db;
  now: Date;
  /** Runs a delivery pass soon after; defaults to kickDelivery. */
  kick?: () => void;
}

export interface OfferLeadRequest {
  payload: LeadPayload;
  status: 'new' | 'resend';
  idempotencyKey: string;
  headers: Headers;
  origin: string | null;
  /**
   * The seller's own e-mail with the offer and its link, queued in the same statement as the dealer's lead (so it
   * is stored before the visitor hears back, and retried like any lead mail). Given only with the lead that first
   * carries the seller's details, so a seller gets it once per offer.
   */
  seller?: SellerOfferRecipient;
}

export interface SellerOfferRecipient {
  offer: SellerOfferMailInput['offer'];
  firstName: string;
  email: string;
  /** The absolute address of the offer page. */
  offerUrl: string;
  lang: Language;
}

/** The seller's mail: a plain transactional text mail from the store (replies go to it), never an advertising block. */
function sellerMail(
  seller: SellerOfferRecipient,
  store: LeadStore | null,
  siteName: string | null,
  uiStrings: Parameters<typeof createTranslator>[0],
): LeadMail {
  const rendered = renderSellerOfferMail({
    offer: seller.offer,
    firstName: seller.firstName,
    offerUrl: seller.offerUrl,
    storeName: store?.name?.trim() || siteName?.trim() || 'us',
    timeZone: store?.timezone ?? null,
    lang: seller.lang,
    t: createTranslator(uiStrings, seller.lang),
  });
  const replyTo = store?.email?.trim();
  return { kind: 'text', to: seller.email, ...rendered, ...(replyTo ? { replyTo } : {}) };
}

/** The IANA zone of the store a lead from this request goes to (the same choice as sendOfferLead's). */
export async function offerLeadTimeZone(content: LeadContentSource, headers: Headers): Promise<string | null> {
  const jar = parseCookieHeader(headers.get('cookie'));
  const { settings, stores } = await content.settings();
  return selectStore(stores, settings?.defaultStoreId, jar[SELECTED_STORE_COOKIE])?.timezone ?? null;
}

export async function sendOfferLead(
  request: OfferLeadRequest,
  deps: OfferLeadDeps,
): Promise<{ id: string; created: boolean }> {
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const { settings, stores } = await deps.content.settings();
  // The visitor's store (docs/leads.md#which-store-a-lead-goes-to, rule 3): the seller's car is not inventory.
  const store = selectStore(stores, settings?.defaultStoreId, cookies[SELECTED_STORE_COOKIE]);
  // The id exists before the mails: the ADF <id> carries it so a CRM can recognise a re-sent mail.
  const leadId = randomUUID();
  const mails = composeLeadMails({
    payload: request.payload,
    leadId,
    status: request.status,
    receivedAt: deps.now,
    settings,
    store,
    origin: request.origin,
    cookies,
  });
  if (request.seller) mails.push(sellerMail(request.seller, store, settings?.siteName ?? null, settings?.uiStrings));
  const stored = await storeLead(
    {
      id: leadId,
      formType: 'SELL_OR_TRADE',
      storeId: store?.storeId ?? null,
      idempotencyKey: request.idempotencyKey,
      // JSON round trip: drops undefined members so the stored payload is plain JSON.
      payload: JSON.parse(JSON.stringify(request.payload)) as Record<string, unknown>,
      ipHash: null,
      userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
      mails,
    },
    deps.db,
  );
  if (stored.created) (deps.kick ?? kickDelivery)();
  return stored;
}
