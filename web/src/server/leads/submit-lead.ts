import 'server-only';
import { randomUUID } from 'node:crypto';

import type { LeadFormType } from '@dealer/schemas/constants';

import { pickAdvertisingValues } from '@/lib/leads/advertising';
import { FORM_ERROR_KEY, UNKNOWN_FIELD_MESSAGE, type FieldErrors } from '@/lib/leads/field-errors';
import { renderLeadMails, type LeadMailAttachment } from '@/lib/leads/mails';
import { isLeadFormType, parseLeadForm } from '@/lib/leads/parse';
import { leadStore, STORE_FIELD, vehicleOfInterestVin } from '@/lib/leads/lead-store';
import { leadProvider, leadVendor } from '@/lib/leads/parties';
import { buildLeadPayload } from '@/lib/leads/payload';
import { checkResume, RESUME_FIELD } from '@/lib/leads/resume';
import { resolveLeadRouting, type LeadRoutingRow } from '@/lib/leads/routing';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/leads/messages';
import { HONEYPOT_FIELD } from '@/lib/leads/schemas/common';
import { parseCookieHeader } from '@/lib/profile/cookie-attributes';
import { LEAD_SENT_COOKIE, leadStatusFromCookie } from '@/lib/profile/lead-sent';
import { SELECTED_STORE_COOKIE } from '@/lib/profile/selected-store';
import { testDriveSlotErrors } from '@/lib/test-drive/slot-check';
import { getDb, leads, type Db } from '@/server/db';
import { serverEnv } from '@/server/env';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/server/db/unavailable';
import { eq } from 'drizzle-orm';
import { kickDelivery } from '@/server/outbox/delivery';
import { storeLeadWithinLimits, type LeadRateLimit } from '@/server/outbox/store-lead';
import { apiJson } from '@/server/http/api-json';
import type { ParsedBody } from '@/server/http/parsed-body';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '@/server/http/post-guard';
import { addressLimitKey } from '@/server/rate-limit/address-key';
import { publicOrigin } from '@/server/security/request-scheme';
import { consumeRateLimit } from '@/server/rate-limit/consume';

import { clientIp, hashIdentifier } from './client-ip';
import type { LeadContentSource } from './lead-content-source';
import { localizeLeadErrors } from './localize-errors';
import { leadLimits, type LeadLimits } from './lead-limits';
import { redirectBack, refererPath, wantsRedirect } from './plain-form-redirect';
import { leadFieldsOf, readLeadBody, type UploadedFile } from './request-body';
import { submissionDigests } from './submission-digest';

/** Not in the spec: the 429 answer. */
export const RATE_LIMITED_MESSAGE =
  'Too many submissions from you in a short time. Please wait a few minutes and try again, or just give us a call.';
/** Not in the spec: a `form` value that is none of the 14 lead form types. */
export const UNKNOWN_FORM_MESSAGE = 'Unknown form';
/** Not in the spec: a body posted to the résumé form's address (`?form=`) that names another form. */
export const FORM_ADDRESS_MESSAGE = 'This form was sent to the address of another form.';
/** Not in the spec: a STAFF_MEMBER lead naming no team member we know. */
export const UNKNOWN_STAFF_MESSAGE = 'Please choose a team member';
/** Not in the spec: an Idempotency-Key that is not 8–200 characters of letters, digits, `-_.:`. */
export const INVALID_IDEMPOTENCY_KEY_MESSAGE = 'Invalid idempotency key';
/** Not in the spec: the 422 answer to a key that an earlier, different submission already used. */
export const IDEMPOTENCY_CONFLICT_MESSAGE =
  'This form was already sent with other answers. Please send it again to send your changes.';
/** Not in the spec: anything unexpected (the database is down …). */
export const SERVER_ERROR_MESSAGE = 'There was an error on sending your information. Please try again.';

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
}

export type LeadOutcome =
  | { kind: 'created'; id: string; status: 'new' | 'resend'; duplicate: boolean }
  | { kind: 'spam'; id: string; status: 'new' | 'resend' }
  | { kind: 'invalid'; status: 400 | 413 | 415 | 422; errors: FieldErrors }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

interface Submission {
  fields: Record<string, unknown>;
  files: UploadedFile[];
  headers: Headers;
  origin: string | null;
}

function invalid(errors: FieldErrors, status: 400 | 413 | 415 | 422 = 400): LeadOutcome {
  return { kind: 'invalid', status, errors };
}

export function routingTable(
  rows: ReadonlyArray<Partial<Record<string, unknown>>> | null | undefined,
): LeadRoutingRow[] {
  return (rows ?? []).flatMap((row) => {
    const { formType, type, subject, recipient, crmProvider } = row;
    if (!isLeadFormType(formType) || (type !== 'adf' && type !== 'text') || typeof recipient !== 'string') return [];
    return [
      {
        formType,
        type,
        subject: typeof subject === 'string' ? subject : '',
        recipient,
        crmProvider: crmProvider === 'eleads' ? 'eleads' : 'generic',
      },
    ];
  });
}

/** The résumé (CAREERS only) checked by its bytes; any other uploaded file is an unknown field. */
function attachmentsOf(
  form: LeadFormType,
  files: UploadedFile[],
): { attachments: LeadMailAttachment[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const attachments: LeadMailAttachment[] = [];
  for (const file of files) {
    if (form !== 'CAREERS' || file.field !== RESUME_FIELD || attachments.length > 0) {
      errors[file.field] ??= UNKNOWN_FIELD_MESSAGE;
      continue;
    }
    const check = checkResume(file.bytes, file.name);
    if (!check.ok) errors[file.field] = check.message;
    else
      attachments.push({
        filename: check.filename,
        contentType: check.type.contentType,
        content: Buffer.from(file.bytes),
      });
  }
  return { attachments, errors };
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
 * The lead service: validate, rate-limit, route, render the mails and store lead + outbox (with the rate-limit hits)
 * in one statement.
 */
export async function submitLead(submission: Submission, deps: LeadDeps): Promise<LeadOutcome> {
  const limits = deps.limits ?? leadLimits();
  const now = deps.now?.() ?? new Date();
  const jar = parseCookieHeader(submission.headers.get('cookie'));
  const status = leadStatusFromCookie(jar[LEAD_SENT_COOKIE]);
  const { form, idempotencyKey: bodyKey, ...fields } = submission.fields;

  if (!isLeadFormType(form)) return invalid({ form: UNKNOWN_FORM_MESSAGE });
  // Every caller (the route's guard, the service booking action, the Studio's test lead): a NUL or a lone
  // surrogate would make the database refuse the row (a 500), so it is a field error here.
  const unstorable = unstorableTextPath(submission.fields);
  if (unstorable !== null) return invalid({ [unstorable]: UNSTORABLE_TEXT_MESSAGE });

  // Honeypot: a bot filled the hidden field. Answer as if it worked and keep nothing.
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'spam', id: randomUUID(), status };

  const headerKey = submission.headers.get('idempotency-key');
  const rawKey = headerKey ?? (typeof bodyKey === 'string' ? bodyKey : undefined);
  if (rawKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(rawKey)) {
    return invalid({ idempotencyKey: INVALID_IDEMPOTENCY_KEY_MESSAGE });
  }
  if (bodyKey !== undefined && typeof bodyKey !== 'string')
    return invalid({ idempotencyKey: INVALID_IDEMPOTENCY_KEY_MESSAGE });
  const idempotencyKey = rawKey ?? randomUUID();

  const ip = clientIp(submission.headers);
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
  const files = attachmentsOf(form, submission.files);
  if (!parsed.success || Object.keys(files.errors).length > 0) {
    return refuse({ ...(parsed.success ? {} : parsed.errors), ...files.errors });
  }

  if (form === 'SCHEDULE_TEST_DRIVE' && 'day' in parsed.values && 'time' in parsed.values) {
    const slotErrors = await testDriveSlotCheck(parsed.values, deps, now);
    if (slotErrors) return refuse(slotErrors);
  }

  const email = 'email' in parsed.values && typeof parsed.values.email === 'string' ? parsed.values.email : null;
  const perEmail: LeadRateLimit | null = email
    ? { key: `lead:email:${hashIdentifier('email', email)}`, ...limits.perEmail }
    : null;

  // The id exists before the mails: the ADF <id> carries it, and the credit application's mail names it for
  // `npm run credit-app:reveal`.
  const leadId = randomUUID();
  const built = buildLeadPayload(form, parsed.values, { leadId, receivedAt: now });
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
    cookieStore: jar[SELECTED_STORE_COOKIE],
    vehicleStoreId: vin ? ((await deps.content.vehicleStore(vin))?._id ?? null) : null,
    chosenStore: chosenStoreOf(parsed.values),
  });
  if (!chosen.ok) return refuse(chosen.errors);
  const { store } = chosen;
  const siteName = settings?.siteName ?? null;
  const mails = renderLeadMails({
    payload,
    routing: resolveLeadRouting(
      routingTable(settings?.leadRouting),
      payload.formType,
      routingTable(store?.leadRouting),
    ),
    status,
    requestDate: now,
    timeZone: store?.timezone ?? null,
    vendor: leadVendor(store, siteName),
    provider: leadProvider(store, siteName, submission.origin),
    // The block is appended "if configured" (siteSettings; on unless an editor turns it off).
    advertising: settings?.appendAdvertisingParameters === false ? {} : pickAdvertisingValues((name) => jar[name]),
    staffMember,
    attachments: files.attachments,
    fallbackRecipient: store?.email ?? null,
    leadId,
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
      userAgent: submission.headers.get('user-agent')?.slice(0, 500) ?? null,
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

// ---------------------------------------------------------------------------------------------------------------
// HTTP

const json = apiJson;

function leadSentCookie(request: Request): string {
  const url = new URL(request.url);
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  // A session cookie (no Max-Age): 'resend' for later leads in this browser session.
  return `${LEAD_SENT_COOKIE}=1; Path=/; SameSite=Lax${local ? '' : '; Secure'}`;
}

/**
 * `POST /api/leads`: `{form, …fields}` as JSON, urlencoded or multipart (the careers résumé, plain form posts).
 * 201 `{id, status}`; 400 `{errors: {field: message}}`; 413 too large; 429 rate-limited (Retry-After).
 * `parsed` is the body the route's guard already read and parsed; without it (a caller's own request) the body is
 * read and parsed here, once either way. Never logs bodies or personal data.
 */
export async function handleLeadRequest(request: Request, deps: LeadDeps, parsed?: ParsedBody): Promise<Response> {
  const limits = deps.limits ?? leadLimits();
  const body = parsed ? await leadFieldsOf(parsed) : await readLeadBody(request, limits);
  const redirect = wantsRedirect(request);
  if (!body.ok) {
    return redirect
      ? redirectBack(request, 'error')
      : json({ errors: { [FORM_ERROR_KEY]: body.message } }, body.status);
  }
  // Pages are cached and shared, so forms do not know their own address: the page a lead came from is the
  // Referer's path (same host only) unless the form sent one.
  const fields = body.fields.url ? body.fields : { ...body.fields, url: refererPath(request) ?? '' };
  // The résumé form's address takes a larger multipart body (lead-body-cap.ts): only that form may use it.
  const addressed = new URL(request.url).searchParams.get('form');
  let outcome: LeadOutcome;
  try {
    outcome =
      addressed !== null && fields.form !== addressed
        ? invalid({ form: FORM_ADDRESS_MESSAGE })
        : await submitLead(
            { fields, files: body.files, headers: request.headers, origin: publicOrigin(request.headers, serverEnv()) },
            { ...deps, limits },
          );
  } catch (error) {
    // Only the error's class and code: messages of database errors can echo submitted values.
    const code = (error as { code?: unknown } | null)?.code;
    const unavailable = isDatabaseUnavailable(error);
    console.error(
      `[leads] submission failed: ${error instanceof Error ? error.name : 'unknown'}${code ? ` (${String(code)})` : ''}${unavailable ? ' [database unavailable]' : ''}`,
    );
    if (redirect) return redirectBack(request, 'error');
    // The database is unreachable: nothing was stored (one statement), so the visitor can simply retry.
    if (unavailable) {
      return json({ errors: { [FORM_ERROR_KEY]: DATABASE_UNAVAILABLE_MESSAGE } }, 503, {
        'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
      });
    }
    return json({ errors: { [FORM_ERROR_KEY]: SERVER_ERROR_MESSAGE } }, 500);
  }

  switch (outcome.kind) {
    case 'created':
    case 'spam': {
      const cookie = leadSentCookie(request);
      if (redirect) {
        const response = redirectBack(request, 'sent');
        response.headers.append('set-cookie', cookie);
        return response;
      }
      return json({ id: outcome.id, status: outcome.status }, 201, { 'set-cookie': cookie });
    }
    case 'invalid':
      return redirect
        ? redirectBack(request, 'invalid')
        : json({ errors: await localizeLeadErrors(outcome.errors, request.headers, deps.content) }, outcome.status);
    case 'rate-limited':
      return redirect
        ? redirectBack(request, 'error')
        : json({ errors: { [FORM_ERROR_KEY]: RATE_LIMITED_MESSAGE } }, 429, {
            'retry-after': String(outcome.retryAfterSeconds),
          });
  }
}
