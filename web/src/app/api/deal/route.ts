import { parseDealQuery, DEAL_NOT_IN_STOCK_MESSAGE } from '@/lib/deal/deal-request';
import type { DealAnswer } from '@/lib/deal/facts';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/http/page-cache-control';
import { dealCarOf, dealVehicle } from '@/server/deal/deal-facts';
import { inventoryEnabled } from '@/server/garage/inventory-enabled';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * `GET /api/deal?vin=VIN`: the car a deal sheet is about and its store's finance settings (docs/deal-sheet.md#the-api).
 * The same for every visitor, so shared caches may keep it as they keep pages; the shopper's terms never come here.
 * Not a VIN: 400 naming the field; no such car in stock: 404 naming it; a variant without inventory: 404.
 */
export async function GET(request: Request): Promise<Response> {
  if (!(await inventoryEnabled())) return Response.json({ error: 'Not found' }, { status: 404, headers: NO_STORE });
  const parsed = parseDealQuery(new URL(request.url).searchParams);
  if ('errors' in parsed) return Response.json({ errors: parsed.errors }, { status: 400, headers: NO_STORE });
  const row = await dealVehicle(parsed.vin);
  const car = row ? dealCarOf(row) : null;
  if (!car) return Response.json({ errors: { vin: DEAL_NOT_IN_STOCK_MESSAGE } }, { status: 404, headers: NO_STORE });
  const answer: DealAnswer = { car };
  return Response.json(answer, { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } });
}

export const dynamic = 'force-dynamic';
