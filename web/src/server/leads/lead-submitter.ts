import 'server-only';

import { parseCookieHeader } from '@/lib/profile/cookie-attributes';

import { clientIp } from './client-ip';

/**
 * Who sent a lead, as the lead service needs it: the visitor's cookies (lead status, their store, the advertising
 * parameters), the Idempotency-Key sent apart from the fields, the client's address (rate limits, only ever hashed)
 * and the user agent. Read from the request's headers by the HTTP adapter and by the service booking's actions.
 */
export interface LeadSubmitter {
  cookies: Readonly<Record<string, string | undefined>>;
  /** The `Idempotency-Key` header; a form may send the key as its `idempotencyKey` field instead. */
  idempotencyKey: string | null;
  clientIp: string | null;
  userAgent: string | null;
}

export function leadSubmitterOf(headers: Headers): LeadSubmitter {
  return {
    cookies: parseCookieHeader(headers.get('cookie')),
    idempotencyKey: headers.get('idempotency-key'),
    clientIp: clientIp(headers),
    userAgent: headers.get('user-agent'),
  };
}
