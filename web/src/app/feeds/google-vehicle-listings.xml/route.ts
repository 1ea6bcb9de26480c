import { googleVehicleFeedResponse } from '@/server/inventory/feed';

/** Google Vehicle Listings feed (xml). */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return googleVehicleFeedResponse(request, 'xml');
}
