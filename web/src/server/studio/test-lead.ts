import 'server-only';
import { createHash } from 'node:crypto';

import { LEAD_FORM_TYPES, type LeadFormType } from '@dealer/schemas/constants';
import { z } from 'zod';

import { fieldErrorsOf, FORM_ERROR_KEY } from '@/lib/leads/field-errors';
import { SAMPLE_LEADS } from '@/lib/leads/sample-leads';
import type { ParsedBody } from '@/server/http/parsed-body';
import { leadLimits, type LeadLimits } from '@/server/leads/lead-limits';
import { handleLeadRequest } from '@/server/leads/lead-request';
import type { LeadDeps } from '@/server/leads/submit-lead';

import { refuseUnsigned, type StudioEndpointConfig } from './authorize';
import { studioJson } from './cors';
import { STUDIO_TEST_KEY_PREFIX } from './lead-deliveries';
import { STUDIO_SIGNATURE_HEADER } from './signature';

/** A test lead is a few bytes of JSON; anything larger is not from the Studio. */
export const MAX_TEST_LEAD_BYTES = 1024;

/** `{formType}`: the routing row to test (one of the 15 form types, DEFAULT included). */
export const testLeadBodySchema = z.strictObject({
  formType: z.enum(LEAD_FORM_TYPES),
});

/**
 * An editor may test every routing row in a row; the visitor limit (5 leads per address in 10 minutes) would stop
 * them half-way. Signed requests only, so this cannot be abused by visitors.
 */
const TEST_LEAD_EMAIL_LIMIT = { limit: 60, windowSeconds: 600 };

export interface StudioTestLeadDeps extends StudioEndpointConfig, Pick<LeadDeps, 'content' | 'db' | 'kick'> {
  /** STAFF_MEMBER samples need a real team member: the first one the site lists. */
  firstStaffMemberSlug: () => Promise<string | null>;
  /** DEAL_SHEET samples need a car in stock (the server prices the deal from it): the first public one. */
  firstVehicleVin?: () => Promise<string | null>;
  limits?: LeadLimits;
}

/** The idempotency key of a signed request: a replay of the same signed request finds the lead already stored. */
export const testLeadIdempotencyKey = (signature: string): string =>
  `${STUDIO_TEST_KEY_PREFIX}${createHash('sha256').update(signature).digest('hex').slice(0, 40)}`;

/**
 * `POST /api/studio/test-lead` `{formType}`, signed: the sample lead of that form type goes through the real lead
 * pipeline (the `POST /api/leads` handler: validation, routing from the published site settings, ADF or text,
 * lead + outbox rows in one statement, then the delivery worker). 201 `{id, formType, status}`; the Studio then
 * polls `GET /api/studio/lead-deliveries?id=`.
 */
export async function handleStudioTestLead(
  request: Request,
  deps: StudioTestLeadDeps,
  body?: ParsedBody,
): Promise<Response> {
  const raw = await request.text();
  if (Buffer.byteLength(raw) > MAX_TEST_LEAD_BYTES) {
    return studioJson(request, deps.origins, { message: 'Body too large' }, 413);
  }
  const refused = refuseUnsigned(request, raw, deps);
  if (refused) return refused;

  let parsed: z.infer<typeof testLeadBodySchema>;
  try {
    // Parsed once by the route's POST guard; a direct call parses the bytes it verified.
    const result = testLeadBodySchema.safeParse(body?.kind === 'json' ? body.value : JSON.parse(raw));
    if (!result.success) {
      return studioJson(
        request,
        deps.origins,
        { message: 'Unknown form type', errors: fieldErrorsOf(result.error) },
        400,
      );
    }
    parsed = result.data;
  } catch {
    return studioJson(
      request,
      deps.origins,
      { message: 'Body is not JSON', errors: { [FORM_ERROR_KEY]: 'Body is not JSON' } },
      400,
    );
  }

  const formType: LeadFormType = parsed.formType;
  const fields: Record<string, unknown> = { form: formType, ...(SAMPLE_LEADS[formType] as Record<string, unknown>) };
  if (formType === 'STAFF_MEMBER') {
    const slug = await deps.firstStaffMemberSlug();
    if (!slug) return studioJson(request, deps.origins, { message: 'The site lists no team member to test with' }, 409);
    fields.staffMember = slug;
  }
  if (formType === 'DEAL_SHEET') {
    const vin = (await deps.firstVehicleVin?.()) ?? null;
    if (!vin)
      return studioJson(request, deps.origins, { message: 'The site lists no car to test a deal sheet with' }, 409);
    fields.vin = vin;
  }

  const limits = deps.limits ?? leadLimits();
  const signature = request.headers.get(STUDIO_SIGNATURE_HEADER) ?? '';
  const answer = await handleLeadRequest(
    new Request(new URL('/api/leads', request.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'user-agent': 'studio:test-lead',
        'idempotency-key': testLeadIdempotencyKey(signature),
      },
    }),
    { content: deps.content, db: deps.db, kick: deps.kick, limits: { ...limits, perEmail: TEST_LEAD_EMAIL_LIMIT } },
    // The sample is built here: handed over as parsed, never serialised to be parsed again.
    { kind: 'json', value: fields },
  );
  const result = (await answer.json()) as { id?: string; errors?: Record<string, string> };
  if (answer.status !== 201 || !result.id) {
    // The sample's field names only: error messages are the spec's fixed texts, never the values.
    return studioJson(
      request,
      deps.origins,
      { message: `The lead service refused the sample (${answer.status})`, errors: result.errors ?? {} },
      502,
    );
  }
  return studioJson(request, deps.origins, { id: result.id, formType }, 201);
}
