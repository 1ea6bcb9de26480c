import 'server-only';

import { ALERT_LIMITS, ALERT_TOKEN_PATTERN } from '@/lib/alerts/constants';
import { FORM_ERROR_KEY } from '@/lib/leads/field-errors';
import type { Db } from '@/server/db';
import { apiJson } from '@/server/http/api-json';
import { guardPost, type GuardedPost } from '@/server/http/post-guard';

import { alertsAvailable } from './alert-inventory';
import { unsubscribeAlerts } from './alert-store';

/** Not in the spec: a one-click link whose tokens are not ours in form. */
export const UNSUBSCRIBE_LINK_MESSAGE = 'This unsubscribe link is not valid.';
/** Tokens one link may name (one per alert of an e-mail). */
const MAX_TOKENS = 50;

export interface UnsubscribeRouteDeps {
  db?: Db;
  now?: () => Date;
  available?: () => Promise<boolean>;
}

/**
 * `POST /api/alerts/unsubscribe?token=…[&token=…]`: RFC 8058 one-click unsubscribe, the address of every alert
 * e-mail's List-Unsubscribe header (docs/alerts.md#unsubscribe). Mail providers POST `List-Unsubscribe=One-Click`
 * from their own servers, with no Origin: the tokens are the credential, so the origin is not checked (as for a
 * signed webhook). The answer is the same for tokens that name no alert. Only a POST unsubscribes: a GET of this
 * address is not served (the e-mail's body links to the unsubscribe page, whose button POSTs).
 */
export function unsubscribeRoute(deps: UnsubscribeRouteDeps = {}): GuardedPost {
  const guarded = guardPost(
    async (request) => {
      const tokens = new URL(request.url).searchParams.getAll('token');
      if (
        tokens.length === 0 ||
        tokens.length > MAX_TOKENS ||
        !tokens.every((token) => ALERT_TOKEN_PATTERN.test(token))
      ) {
        return apiJson({ errors: { token: UNSUBSCRIBE_LINK_MESSAGE } }, 400);
      }
      await unsubscribeAlerts(tokens, deps.db, deps.now?.() ?? new Date());
      return apiJson({ status: 'unsubscribed' }, 200);
    },
    {
      origin: 'signed',
      maxBytes: 1024,
      bodies: ['form', 'json'],
      rateLimit: {
        name: 'alert-unsubscribe',
        limit: ALERT_LIMITS.perIp.limit * 3,
        windowSeconds: ALERT_LIMITS.perIp.windowSeconds,
      },
      db: deps.db ? () => deps.db! : undefined,
      now: deps.now,
    },
  );
  return async (request) => {
    if (!(await (deps.available ?? alertsAvailable)())) {
      return apiJson({ errors: { [FORM_ERROR_KEY]: 'Car alerts are not available on this site.' } }, 404);
    }
    return guarded(request);
  };
}
