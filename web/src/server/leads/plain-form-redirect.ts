import 'server-only';

import { isSameOriginLocation, sameOriginPath } from '@/lib/redirects/same-origin-path';
import { bodyKind } from '@/server/http/capped-body';

/** The answer to a plain HTML form post (no JavaScript): a redirect back to its page instead of JSON. */

export type PlainFormResult = 'sent' | 'invalid' | 'error';

/** Is this a plain HTML form post, which wants a page back rather than JSON? */
export function wantsRedirect(request: Request): boolean {
  const kind = bodyKind(request.headers.get('content-type'));
  if (kind !== 'form' && kind !== 'multipart') return false;
  const accept = request.headers.get('accept') ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

/** The Referer's path when it is a page of this host. */
export function refererPath(request: Request): string | null {
  const host = request.headers.get('host') ?? new URL(request.url).host;
  return sameOriginPath(request.headers.get('referer'), host)?.split('?')[0] ?? null;
}

/** Back to the page the form was on (a path on this host only), with `?lead=sent|invalid|error` for the status line. */
export function redirectBack(request: Request, result: PlainFormResult): Response {
  const requestUrl = new URL(request.url);
  const host = request.headers.get('host') ?? requestUrl.host;
  // Another site, a malformed Referer or none at all sends the visitor home.
  const path = sameOriginPath(request.headers.get('referer'), host) ?? '/';
  const target = new URL(path, requestUrl);
  target.searchParams.set('lead', result);
  target.hash = 'lead-form';
  const location = `${target.pathname}${target.search}${target.hash}`;
  return new Response(null, {
    status: 303,
    headers: { location: isSameOriginLocation(location) ? location : `/?lead=${result}#lead-form` },
  });
}
