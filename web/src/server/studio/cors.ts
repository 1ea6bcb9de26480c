import 'server-only';
import { STUDIO_SIGNATURE_HEADER } from './signature-header';

/**
 * CORS for the Studio's `/api/studio/*` calls: only the Studio's own origin(s) get CORS headers, every other origin
 * gets none (the browser then refuses to hand the answer to the page). The signature is what authorises a request;
 * CORS only keeps other web pages from reading the answers.
 */
export const DEFAULT_STUDIO_ORIGIN = 'http://localhost:3333';

/** STUDIO_ORIGIN (comma-separated), else the origin of NEXT_PUBLIC_SANITY_STUDIO_URL, else the local `sanity dev`. */
export function studioOrigins(studioOrigin: string | undefined, studioUrl: string | undefined): string[] {
  const listed = (studioOrigin ?? '')
    .split(',')
    .map((value) => originOf(value.trim()))
    .filter((value): value is string => value !== null);
  if (listed.length > 0) return listed;
  return [originOf(studioUrl?.trim() ?? '') ?? DEFAULT_STUDIO_ORIGIN];
}

function originOf(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Headers to add to an answer for this request: CORS only when its Origin is an allowed Studio origin. */
export function corsHeaders(request: Request, allowed: readonly string[]): Record<string, string> {
  const origin = request.headers.get('origin');
  const headers: Record<string, string> = { vary: 'Origin' };
  if (origin && allowed.includes(origin)) headers['access-control-allow-origin'] = origin;
  return headers;
}

/** The answer to a CORS preflight (`OPTIONS`): 204 for an allowed Studio origin, 403 for anything else. */
export function preflight(request: Request, allowed: readonly string[], methods: string): Response {
  const origin = request.headers.get('origin');
  if (!origin || !allowed.includes(origin)) return new Response(null, { status: 403, headers: { vary: 'Origin' } });
  return new Response(null, {
    status: 204,
    headers: {
      vary: 'Origin',
      'access-control-allow-origin': origin,
      'access-control-allow-methods': `${methods}, OPTIONS`,
      'access-control-allow-headers': `content-type, ${STUDIO_SIGNATURE_HEADER}`,
      'access-control-max-age': '600',
    },
  });
}

export function studioJson(
  request: Request,
  allowed: readonly string[],
  body: unknown,
  status: number,
  extra: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...corsHeaders(request, allowed),
      ...extra,
    },
  });
}

/** Adds the Studio's CORS headers to an answer made elsewhere (the shared POST guard's refusals). */
export function withCors(response: Response, request: Request, allowed: readonly string[]): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(corsHeaders(request, allowed))) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
