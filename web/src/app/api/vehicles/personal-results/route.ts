import { needsPersonalResults } from '@/lib/inventory/personal-results';
import { parsePersonalResultsRequest } from '@/lib/inventory/personal-results-request';
import { parseCookieHeader } from '@/lib/profile/cookie-attributes';
import { visitorPricing } from '@/lib/profile/visitor-pricing';
import { personalResults } from '@/server/inventory/personal-results';

/** One visitor's answer: never stored by the browser's or any shared cache. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

const json = (body: unknown, status: number) => Response.json(body, { status, headers: PRIVATE_HEADERS });

/**
 * A search page's results for this visitor, when they differ from the cached page's (lib/inventory/
 * personal-results.ts): an unlocked visitor's price search, a payments filter on saved terms. Anyone else gets 403:
 * the cached page is their answer (and this uncached search is not an open one).
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = parsePersonalResultsRequest(new URL(request.url).searchParams);
  if ('errors' in parsed) return json({ errors: parsed.errors }, 400);
  const pricing = visitorPricing(parseCookieHeader(request.headers.get('cookie')));
  if (!needsPersonalResults({ filters: parsed.filters, sort: parsed.view.sort }, pricing)) {
    return json({ error: 'The page’s own results are this visitor’s' }, 403);
  }
  return json(await personalResults(parsed, pricing), 200);
}

export const dynamic = 'force-dynamic';
