import 'server-only';
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { composeLeadMails } from '@/lib/leads/compose-lead-mail';
import type { FieldErrors } from '@/lib/leads/field-errors';
import { isLeadFormType, parseLeadForm } from '@/lib/leads/parse';
import { leadStore, STORE_FIELD, vehicleOfInterestVin } from '@/lib/leads/lead-store';
import { buildLeadPayload, type LeadContext } from '@/lib/leads/payload';
import type { LeadFormValues } from '@/lib/leads/schemas';
import { HONEYPOT_FIELD } from '@/lib/leads/schemas/common';
import { LEAD_SENT_COOKIE, leadStatusFromCookie } from '@/lib/profile/lead-sent';
import { SELECTED_STORE_COOKIE } from '@/lib/profile/selected-store';
import { testDriveSlotErrors } from '@/lib/test-drive/slot-check';
import { getDb, leads, type Db } from '@/server/db';
import { dealLeadFacts } from '@/server/deal/deal-lead-facts';
import type { OfferForPage } from '@/server/offers/read-offer';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '@/server/http/post-guard';
import { kickDelivery } from '@/server/outbox/delivery';
import { storeLeadWithinLimits, type LeadRateLimit } from '@/server/outbox/store-lead';
import { addressLimitKey } from '@/server/rate-limit/address-key';
import { consumeRateLimit } from '@/server/rate-limit/consume';

import { hashIdentifier } from './client-ip';
import { leadAttachments } from './lead-attachments';
import type { LeadContentSource } from './lead-content-source';
import { leadLimits, type LeadLimits } from './lead-limits';
import {
  IDEMPOTENCY_CONFLICT_MESSAGE,
  INVALID_IDEMPOTENCY_KEY_MESSAGE,
  UNKNOWN_FORM_MESSAGE,
  UNKNOWN_STAFF_MESSAGE,
} from './lead-messages';
import type { LeadSubmitter } from './lead-submitter';
import type { UploadedFile } from './request-body';
import { submissionDigests } from './submission-digest';

/** The name of the per-address lead limit (its rate-limit key, shared with the route's guard). */
export const LEAD_ADDRESS_LIMIT = 'lead';

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

export interface LeadDeps {
  content: LeadContentSource;
  /** Defaults to the process database (getDb). */
  db?: Db;
  /** Runs a delivery pass soon after a lead is stored; defaults to kickDelivery. */
  kick?: () => void;
  now?: () => Date;
  limits?: LeadLimits;
  /**
   * The caller already counted this request against the per-address limit (the route's POST guard does, before it
   * reads the body): the lead is not counted against it a second time.
   */
  addressCounted?: boolean;
  /** DEAL_SHEET: a stored offer by id; defaults to the offers table. */
  offer?: (id: string) => Promise<OfferForPage | null>;
}

export type LeadOutcome =
  | { kind: 'created'; id: string; status: 'new' | 'resend'; duplicate: boolean }
  | { kind: 'spam'; id: string; status: 'new' | 'resend' }
  | { kind: 'invalid'; status: 400 | 413 | 415 | 422; errors: FieldErrors }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/** One lead as submitted: the form's fields and files, who sent it, and the site's public origin (the provider). */
export interface LeadSubmission extends LeadSubmitter {
  fields: Record<string, unknown>;
  files: UploadedFile[];
  origin: string | null;
}

function invalid(errors: FieldErrors, status: 400 | 413 | 415 | 422 = 400): LeadOutcome {
  return { kind: 'invalid', status, errors };
}

/** A test drive's day and time against the sales hours of the vehicle's store (else the default store). */
async function testDriveSlotCheck(
  values: { day: string; time: string; vehicle?: { vin?: string | null } | null },
  deps: LeadDeps,
  now: Date,
): Promise<FieldErrors | null> {
  const { vehicleStore, defaultStore } = await deps.content.testDriveHours(values.vehicle?.vin ?? null);
  const store = vehicleStore ?? defaultStore;
  // No store hours in the CMS at all: nothing to check against, so the dealer confirms the time by phone.
  if (!store?.salesHours?.length) return null;
  return testDriveSlotErrors(values.day, values.time, { now, timeZone: store.timezone, hours: store.salesHours });
}

/** The contact form's pick of a store, when it sent one. */
function chosenStoreOf(values: object): string | null {
  const value = (values as Partial<Record<typeof STORE_FIELD, unknown>>)[STORE_FIELD];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function withChosenStore(values: object): Partial<Record<typeof STORE_FIELD, string>> {
  const chosen = chosenStoreOf(values);
  return chosen ? { [STORE_FIELD]: chosen } : {};
}

/**
 * Where the stored payload keeps the digest of the submission it came from (a key of the stored JSON only: the
 * mails are rendered before, so they never carry it).
 */
export const SUBMISSION_DIGEST_KEY = 'submissionDigest';

/** The digest stored with the lead that holds this key (null when the row predates digests or is gone). */
async function storedDigest(idempotencyKey: string, db: Db | undefined): Promise<string | null> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ payload: leads.payload })
    .from(leads)
    .where(eq(leads.idempotencyKey, idempotencyKey))
    .limit(1);
  const digest = row?.payload?.[SUBMISSION_DIGEST_KEY];
  return typeof digest === 'string' ? digest : null;
}

/**
 * The lead service: validate, rate-limit, pick the lead's store, compose its mails (lib/leads/compose-lead-mail.ts)
 * and store lead + outbox (with the rate-limit hits) in one statement, then start a delivery pass. No HTTP here:
 * lead-request.ts is `POST /api/leads`, the service booking's actions call this directly.
 */
export async function submitLead(submission: LeadSubmission, deps: LeadDeps): Promise<LeadOutcome> {
  const limits = deps.limits ?? leadLimits();
  const now = deps.now?.() ?? new Date();
  const { cookies } = submission;
  const status = leadStatusFromCookie(cookies[LEAD_SENT_COOKIE]);
  const { form, idempotencyKey: bodyKey, ...fields } = submission.fields;

  if (!isLeadFormType(form)) return invalid({ form: UNKNOWN_FORM_MESSAGE });
  // Every caller (the route's guard, the service booking action, the Studio's test lead): a NUL or a lone
  // surrogate would make the database refuse the row (a 500), so it is a field error here.
  const unstorable = unstorableTextPath(submission.fields);
  if (unstorable !== null) return invalid({ [unstorable]: UNSTORABLE_TEXT_MESSAGE });

  // Honeypot: a bot filled the hidden field. Answer as if it worked and keep nothing.
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'spam', id: randomUUID(), status };

  const rawKey = submission.idempotencyKey ?? (typeof bodyKey === 'string' ? bodyKey : undefined);
  if (rawKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(rawKey)) {
    return invalid({ idempotencyKey: INVALID_IDEMPOTENCY_KEY_MESSAGE });
  }
  if (bodyKey !== undefined && typeof bodyKey !== 'string')
    return invalid({ idempotencyKey: INVALID_IDEMPOTENCY_KEY_MESSAGE });
  const idempotencyKey = rawKey ?? randomUUID();

  const ip = submission.clientIp;
  const ipHash = ip ? hashIdentifier('ip', ip) : null;
  // The same key as the route's guard (rate-limit/address-key.ts), which counts the address before it reads the body.
  const perIp: LeadRateLimit | null =
    ip && !deps.addressCounted ? { key: addressLimitKey(LEAD_ADDRESS_LIMIT, ip), ...limits.perIp } : null;
  // Every submission from here on counts against its address, valid or not, and one over the limit hears so before
  // any field error. An invalid one is counted on its own; a valid one in the statement that stores it (below).
  const refuse = async (errors: FieldErrors): Promise<LeadOutcome> => {
    if (perIp) {
      const verdict = await consumeRateLimit(perIp.key, perIp.limit, perIp.windowSeconds, deps.db, now);
      if (!verdict.allowed) return { kind: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds };
    }
    return invalid(errors);
  };

  const parsed = parseLeadForm(form, fields);
  const files = leadAttachments(form, submission.files);
  if (!parsed.success || Object.keys(files.errors).length > 0) {
    return refuse({ ...(parsed.success ? {} : parsed.errors), ...files.errors });
  }

  if (form === 'SCHEDULE_TEST_DRIVE' && 'day' in parsed.values && 'time' in parsed.values) {
    const slotErrors = await testDriveSlotCheck(parsed.values, deps, now);
    if (slotErrors) return refuse(slotErrors);
  }

  // A deal sheet's figures are worked out here, from the car, its store and the stored offer (server/deal).
  let deal: LeadContext['deal'];
  if (form === 'DEAL_SHEET') {
    const worked = await dealLeadFacts(parsed.values as LeadFormValues<'DEAL_SHEET'>, {
      dealVehicle: (vin) => deps.content.dealVehicle(vin),
      db: deps.db,
      now,
      origin: submission.origin,
      offer: deps.offer,
    });
    if ('errors' in worked) return refuse(worked.errors);
    deal = worked.facts;
  }

  const email = 'email' in parsed.values && typeof parsed.values.email === 'string' ? parsed.values.email : null;
  const perEmail: LeadRateLimit | null = email
    ? { key: `lead:email:${hashIdentifier('email', email)}`, ...limits.perEmail }
    : null;

  // The id exists before the mails: the ADF <id> carries it, and the credit application's mail names it for
  // `npm run credit-app:reveal`.
  const leadId = randomUUID();
  const built = buildLeadPayload(form, parsed.values, { leadId, receivedAt: now, deal });
  const { payload } = built;
  // The same submission again (a double click, a retry) must match its first digest: submission-digest.ts.
  const digests = submissionDigests(
    form,
    // The store picked on the form is an answer too: another store under the same key is another submission.
    { ...buildLeadPayload(form, parsed.values, {}).payload, ...withChosenStore(parsed.values) },
    files.attachments,
    built.sensitive,
  );
  const [digest] = digests;
  let staffMember: { name: string; email: string | null } | null = null;
  if (built.staffMemberSlug) {
    const member = await deps.content.staffMember(built.staffMemberSlug);
    if (!member) return refuse({ staffMember: UNKNOWN_STAFF_MESSAGE });
    const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || built.staffMemberSlug;
    staffMember = { name, email: member.email };
    payload.details = payload.details.map((detail) =>
      detail.label === 'Staff member' ? { label: detail.label, value: name } : detail,
    );
  }

  const { settings, stores } = await deps.content.settings();
  // A lead about a car goes to the car's store (looked up from its VIN here, never taken from the browser); else
  // the store picked on the form, else the visitor's: lib/leads/lead-store.ts.
  const vin = vehicleOfInterestVin(payload);
  const chosen = leadStore({
    stores,
    defaultStoreId: settings?.defaultStoreId,
    cookieStore: cookies[SELECTED_STORE_COOKIE],
    vehicleStoreId: vin ? ((await deps.content.vehicleStore(vin))?._id ?? null) : null,
    chosenStore: chosenStoreOf(parsed.values),
  });
  if (!chosen.ok) return refuse(chosen.errors);
  const { store } = chosen;
  const mails = composeLeadMails({
    payload,
    leadId,
    status,
    receivedAt: now,
    settings,
    store,
    origin: submission.origin,
    cookies,
    staffMember,
    attachments: files.attachments,
  });

  // The address first, then the e-mail (counted only when the address is within its limit), then the lead: one
  // statement, so a valid lead costs one round trip to the database.
  const stored = await storeLeadWithinLimits(
    {
      id: leadId,
      formType: payload.formType,
      storeId: store?.storeId ?? null,
      idempotencyKey,
      // JSON round trip: drops undefined members so the stored payload is plain JSON.
      payload: { ...(JSON.parse(JSON.stringify(payload)) as Record<string, unknown>), [SUBMISSION_DIGEST_KEY]: digest },
      sensitive: built.sensitive,
      ipHash,
      userAgent: submission.userAgent?.slice(0, 500) ?? null,
      mails,
    },
    [perIp, perEmail].filter((rule): rule is LeadRateLimit => rule !== null),
    deps.db,
    now,
  );
  if (stored.kind === 'rate-limited') return { kind: 'rate-limited', retryAfterSeconds: stored.retryAfterSeconds };
  if (stored.kind === 'created') (deps.kick ?? kickDelivery)();
  else {
    // The key is taken. The same answers again (a double click, a retry after a lost answer) get the first lead's
    // id; other answers under that key would otherwise vanish silently, so they are refused and nothing is stored.
    const earlier = await storedDigest(idempotencyKey, deps.db);
    if (earlier !== null && !digests.includes(earlier)) {
      return invalid({ idempotencyKey: IDEMPOTENCY_CONFLICT_MESSAGE }, 422);
    }
  }
  return { kind: 'created', id: stored.id, status, duplicate: stored.kind === 'duplicate' };
}
