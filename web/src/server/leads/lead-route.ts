import 'server-only';

import { guardPost, type GuardedPost } from '@/server/http/post-guard';

import { leadBodyCap } from './lead-body-cap';
import { leadLimits } from './lead-limits';
import { redirectBack, wantsRedirect } from './plain-form-redirect';
import { handleLeadRequest } from './lead-request';
import { LEAD_ADDRESS_LIMIT, type LeadDeps } from './submit-lead';

/**
 * `POST /api/leads` with its guard (docs/leads.md#request-bodies): the address is counted against its limit before
 * the body is read, the body is capped by its kind while it is read (64 KB; 6 MB multipart only on the résumé
 * form's address) and parsed once, and the handler takes the parsed body. The limits are read on the first request.
 */
export function leadRoute(deps: LeadDeps): GuardedPost {
  let guarded: GuardedPost | undefined;
  const build = (): GuardedPost => {
    const limits = deps.limits ?? leadLimits();
    const { db } = deps;
    return guardPost((request, body) => handleLeadRequest(request, { ...deps, limits, addressCounted: true }, body), {
      origin: 'same-origin',
      maxBytes: leadBodyCap(limits),
      // Plain HTML form posts (no JavaScript) and the careers résumé come as form data.
      bodies: ['json', 'form', 'multipart'],
      rateLimit: { name: LEAD_ADDRESS_LIMIT, ...limits.perIp },
      db: db ? () => db : undefined,
      now: deps.now,
    });
  };
  return async (request) => {
    guarded ??= build();
    const response = await guarded(request);
    // The handler redirects a plain form post back to its page; the guard's refusals (too large, over the limit …)
    // do the same, except a cross-site post, which gets no page of ours.
    if (response.status >= 400 && response.status !== 403 && wantsRedirect(request)) {
      return redirectBack(request, response.status === 400 ? 'invalid' : 'error');
    }
    return response;
  };
}
