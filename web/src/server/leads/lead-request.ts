import 'server-only';

import { FORM_ERROR_KEY } from '@/lib/leads/field-errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/leads/messages';
import { LEAD_SENT_COOKIE } from '@/lib/profile/lead-sent';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/server/db/unavailable';
import { serverEnv } from '@/server/env';
import { apiJson } from '@/server/http/api-json';
import type { ParsedBody } from '@/server/http/parsed-body';
import { publicOrigin } from '@/server/security/request-scheme';

import { leadLimits } from './lead-limits';
import { FORM_ADDRESS_MESSAGE, RATE_LIMITED_MESSAGE, SERVER_ERROR_MESSAGE } from './lead-messages';
import { leadSubmitterOf } from './lead-submitter';
import { localizeLeadErrors } from './localize-errors';
import { redirectBack, refererPath, wantsRedirect } from './plain-form-redirect';
import { leadFieldsOf, readLeadBody } from './request-body';
import { submitLead, type LeadDeps, type LeadOutcome } from './submit-lead';

const json = apiJson;

function leadSentCookie(request: Request): string {
  const url = new URL(request.url);
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  // A session cookie (no Max-Age): 'resend' for later leads in this browser session.
  return `${LEAD_SENT_COOKIE}=1; Path=/; SameSite=Lax${local ? '' : '; Secure'}`;
}

/**
 * `POST /api/leads`, the lead service's HTTP adapter: `{form, …fields}` as JSON, urlencoded or multipart (the
 * careers résumé, plain form posts) → the lead service (submit-lead.ts) → the answer. 201 `{id, status}`; 400
 * `{errors: {field: message}}`; 413 too large; 429 rate-limited (Retry-After); 503 the database is down; a plain
 * form post is redirected back to its page instead (plain-form-redirect.ts).
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
        ? { kind: 'invalid', status: 400, errors: { form: FORM_ADDRESS_MESSAGE } }
        : await submitLead(
            {
              fields,
              files: body.files,
              ...leadSubmitterOf(request.headers),
              origin: publicOrigin(request.headers, serverEnv()),
            },
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
