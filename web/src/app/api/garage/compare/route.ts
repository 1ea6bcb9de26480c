import { PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/http/page-cache-control';
import { parseCompareVins } from '@/lib/garage/compare';
import type { CompareAnswer } from '@/lib/garage/facts';
import { COMPARE_VINS_MESSAGE, GARAGE_UNKNOWN_FIELD_MESSAGE } from '@/lib/garage/garage-request';
import { vehiclesByVins } from '@/server/garage/garage-facts';
import { inventoryEnabled } from '@/server/garage/inventory-enabled';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * `GET /api/garage/compare?vins=VIN1,VIN2[,VIN3]`: the facts /compare shows side by side (docs/garage.md#compare).
 * The same for every visitor, so shared caches may keep it as they keep pages. More than three VINs: the first
 * three, the rest named in `dropped`; entries that are not VINs in `invalid`; VINs not in stock in `missing`.
 * Without a single well-formed VIN it is a 400 naming the field; a variant without inventory answers 404.
 */
export async function GET(request: Request): Promise<Response> {
  if (!(await inventoryEnabled())) return Response.json({ error: 'Not found' }, { status: 404, headers: NO_STORE });
  const params = new URL(request.url).searchParams;
  const errors: Record<string, string> = {};
  for (const key of params.keys()) if (key !== 'vins') errors[key] = GARAGE_UNKNOWN_FIELD_MESSAGE;
  const selection = parseCompareVins(params.get('vins'));
  if (selection.vins.length === 0) errors.vins = COMPARE_VINS_MESSAGE;
  if (Object.keys(errors).length > 0) return Response.json({ errors }, { status: 400, headers: NO_STORE });
  const vehicles = await vehiclesByVins(selection.vins);
  const found = new Set(vehicles.map((vehicle) => vehicle.vin));
  const answer: CompareAnswer = {
    vehicles,
    missing: selection.vins.filter((vin) => !found.has(vin)),
    dropped: selection.dropped,
    invalid: selection.invalid,
  };
  return Response.json(answer, { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } });
}

export const dynamic = 'force-dynamic';
