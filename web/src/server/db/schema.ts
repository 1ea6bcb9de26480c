/**
 * Drizzle schema for leads and their outgoing mail. Definitions only (no I/O), so drizzle-kit can load this file
 * without the `server-only` guard; the client that touches the database lives in client.ts.
 */
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OfferValuation, OfferVehicle } from '../../lib/offers/offer-response';
import type { OffersResult } from '../../lib/pricing/types';

/** Binary column: node-postgres returns Buffer, PGlite Uint8Array; both come back as Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'retrying', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const MAIL_KINDS = ['adf', 'text'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    formType: text('form_type').notNull(),
    storeId: text('store_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** AES-256-GCM envelope (crypto/lead-crypto.ts); SSN and credit data only ever live here. */
    sensitiveCiphertext: text('sensitive_ciphertext'),
    ipHash: text('ip_hash'),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leads_idempotency_key_unique').on(table.idempotencyKey),
    index('leads_created_at_idx').on(table.createdAt),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    /** The lead the mail belongs to; null for a shopper's alert mail (docs/alerts.md), which belongs to no lead. */
    leadId: text('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    /** Extra mail headers (alert mails: List-Unsubscribe and List-Unsubscribe-Post, docs/alerts.md#unsubscribe). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** While status is 'sending': the claim expires here, so a crashed sender's rows become due again. */
    leaseUntil: timestamptz('lease_until'),
    /** Token of the delivery pass holding the lease; a pass only finishes rows it still owns. */
    claimToken: text('claim_token'),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_lead_id_idx').on(table.leadId),
    index('outbox_updated_at_idx').on(table.updatedAt),
  ],
);

export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: text('id').primaryKey(),
    outboxId: text('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [index('outbox_attachments_outbox_id_idx').on(table.outboxId)],
);

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_hits_window_start_idx').on(table.windowStart),
  ],
);

/**
 * Phone verification codes. Neither the number nor the code is stored: both are keyed HMACs
 * (server/phone-verification), so a leaked table reveals no phone numbers and no usable codes.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: text('id').primaryKey(),
    phoneHash: text('phone_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set once the code has been confirmed; a code verifies at most once. */
    verifiedAt: timestamptz('verified_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('phone_verifications_phone_created_idx').on(table.phoneHash, table.createdAt),
    index('phone_verifications_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Texts of the embedded SMS adapter (no Twilio configured): what would have gone out, readable by a
 * developer or a test. Rows older than a day are deleted on the next send; with Twilio Verify nothing is written.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: text('id').primaryKey(),
    /** E.164 number. */
    to: text('to').notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_to_created_idx').on(table.to, table.createdAt)],
);

/**
 * Sell/trade offers: the quote as computed, valid 7 days. `result` is the computeOffers output; the
 * answers are stored as given to the shown questions only (never contact data: that is on the lead, `lead_id`).
 */
export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    vehicle: jsonb('vehicle').$type<OfferVehicle>().notNull(),
    mileage: integer('mileage').notNull(),
    zip: text('zip'),
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull(),
    valuation: jsonb('valuation').$type<OfferValuation>().notNull(),
    result: jsonb('result').$type<OffersResult>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The SELL_OR_TRADE lead sent with the quote (contact data lives on the lead, not here). */
    leadId: text('lead_id'),
    /** Acceptance (POST /api/offers/{id}/accept): the offer taken, a competing offer to beat, when to come in. */
    acceptedAt: timestamptz('accepted_at'),
    acceptedKind: text('accepted_kind'),
    competingOffer: integer('competing_offer'),
    preferredDate: text('preferred_date'),
    preferredTime: text('preferred_time'),
  },
  (table) => [index('offers_expires_at_idx').on(table.expiresAt)],
);

export const APPOINTMENT_STATUSES = ['requested', 'rescheduled', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * Service appointments: the requested slot kept so capacity can be counted per store and slot.
 * The visitor's contact details stay in the SERVICE lead (`lead_id`); this row holds only what the service drive
 * needs: slot, vehicle, repair order lines (op code, name, narrative) and the general notes.
 */
export const serviceAppointments = pgTable(
  'service_appointments',
  {
    /** appointment_id: short, shown to the visitor on the confirmation. */
    id: text('id').primaryKey(),
    leadId: text('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    storeId: text('store_id').notNull(),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    /** The store's timezone when booked (the slot was chosen on that wall clock). */
    timezone: text('timezone').notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('requested'),
    notesGeneral: text('notes_general'),
    /** Year, make and model, or a VIN instead; older rows always have the year, make and model. */
    vehicle: jsonb('vehicle')
      .$type<{ year?: number; make?: string; model?: string; mileage?: number; vin?: string }>()
      .notNull(),
    repairOrderLines: jsonb('repair_order_lines')
      .$type<{ opCode: string; name: string; notesNarrative?: string }[]>()
      .notNull(),
    /** Business: name, contactName, contactTitle, contactPhone, contactEmail (older rows: name only). */
    business: jsonb('business').$type<{
      name: string;
      contactName?: string;
      contactTitle?: string;
      contactPhone?: string;
      contactEmail?: string;
    } | null>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('service_appointments_lead_id_unique').on(table.leadId),
    index('service_appointments_store_start_idx').on(table.storeId, table.startAt),
  ],
);

export const ALERT_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const ALERT_KINDS = ['price-drop', 'new-matches'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * Shoppers' e-mail alerts (docs/alerts.md): a price drop of one car (`vin`) or new cars matching a saved search
 * (`search`, a search results path). Only an `active` (confirmed) alert is ever mailed. The confirmation token is
 * kept only as its hash (it is mailed once); the unsubscribe token is kept as it is, since every alert mail carries it.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** hashIdentifier('email', …): counts a shopper's alerts without comparing addresses as typed. */
    emailHash: text('email_hash').notNull(),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    vin: text('vin'),
    search: text('search'),
    lang: text('lang').notNull().default('en'),
    /** The site's public origin when the shopper signed up: the links in the mails point there. */
    origin: text('origin').notNull(),
    status: text('status', { enum: ALERT_STATUSES }).notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** The dealer's lead, sent once when the shopper confirms. */
    leadId: text('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    confirmedAt: timestamptz('confirmed_at'),
    unsubscribedAt: timestamptz('unsubscribed_at'),
    /** When the alert's last e-mail was queued: at most one a day (docs/alerts.md#limits). */
    lastMailedAt: timestamptz('last_mailed_at'),
  },
  (table) => [
    uniqueIndex('alerts_confirm_token_hash_unique').on(table.confirmTokenHash),
    uniqueIndex('alerts_unsubscribe_token_unique').on(table.unsubscribeToken),
    index('alerts_email_hash_idx').on(table.emailHash),
    index('alerts_status_vin_idx').on(table.status, table.vin),
  ],
);

/**
 * What the site's inventory looked like at the last check (docs/alerts.md#how-changes-are-found): each public car's
 * VIN and price. The next check compares against it to find lowered prices and new cars.
 */
export const inventorySnapshot = pgTable('inventory_snapshot', {
  vin: text('vin').primaryKey(),
  price: integer('price'),
  seenAt: timestamptz('seen_at').notNull().defaultNow(),
});

/**
 * Changes found for an active alert and not mailed yet: one row per alert and car. The next digest of the alert's
 * shopper takes them all (docs/alerts.md#batching).
 */
export const alertChanges = pgTable(
  'alert_changes',
  {
    id: text('id').primaryKey(),
    alertId: text('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    vin: text('vin').notNull(),
    /** Null for a new car (a new match); the price before the drop otherwise. */
    oldPrice: integer('old_price'),
    newPrice: integer('new_price'),
    /** "2021 Honda Accord EX" and the car's path, as the check saw them. */
    title: text('title').notNull(),
    path: text('path').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    mailedAt: timestamptz('mailed_at'),
  },
  (table) => [
    index('alert_changes_alert_id_idx').on(table.alertId),
    index('alert_changes_pending_idx').on(table.mailedAt, table.createdAt),
  ],
);
