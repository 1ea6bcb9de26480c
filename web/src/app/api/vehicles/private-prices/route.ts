import { parsePriceRequest } from '@/lib/inventory/private-price-request';
import { parseCookieHeader } from '@/lib/profile/cookie-attributes';
import { visitorPricing } from '@/lib/profile/visitor-pricing';
import { privatePrices } from '@/server/inventory/private-prices';

/** One visitor's answer: never stored by the browser's or any shared cache. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

const json = (body: unknown, status: number) => Response.json(body, { status, headers: PRIVATE_HEADERS });

/**
 * Private vehicles' prices for a visitor who unlocked the private inventory (a valid profile in their cookies).
 * Inventory pages are cached for every visitor and carry no private price; the page's island asks here
 * (docs/caching.md). Locked visitors get 403 and no prices.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = parsePriceRequest(new URL(request.url).searchParams);
  if ('errors' in parsed) return json({ errors: parsed.errors }, 400);
  if (!visitorPricing(parseCookieHeader(request.headers.get('cookie'))).unlocked) {
    return json({ error: 'Save your details to unlock the private inventory', prices: {} }, 403);
  }
  return json({ prices: await privatePrices(parsed.ids) }, 200);
}

export const dynamic = 'force-dynamic';
