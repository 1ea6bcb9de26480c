import { parseGarageRequest } from '@/lib/garage/garage-request';
import type { GarageAnswer } from '@/lib/garage/facts';
import { garageCars, garageSearches } from '@/server/garage/garage-facts';
import { inventoryEnabled } from '@/server/garage/inventory-enabled';

/** Facts about cars, the same for everyone, but asked with one shopper's list: no shared cache keeps them. */
const HEADERS = { 'Cache-Control': 'no-store' };
const json = (body: unknown, status: number) => Response.json(body, { status, headers: HEADERS });

/**
 * `POST /api/garage` `{ vins, searches }`: what the shopper's garage shows now (docs/garage.md#the-apis). The
 * garage lives in the browser; the cached /my-garage page sends its saved VINs and search addresses here and draws
 * the answer: each car in stock with today's facts, or sold with similar cars, or unknown; each search's matches.
 * Bad input is a 400 naming the field; a variant without inventory answers 404.
 */
export async function POST(request: Request): Promise<Response> {
  if (!(await inventoryEnabled())) return json({ error: 'Not found' }, 404);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  const parsed = parseGarageRequest(body);
  if ('errors' in parsed) return json({ errors: parsed.errors }, 400);
  const [cars, searches] = await Promise.all([garageCars(parsed.vins), garageSearches(parsed.searches)]);
  const answer: GarageAnswer = { cars, searches };
  return json(answer, 200);
}

export const dynamic = 'force-dynamic';
