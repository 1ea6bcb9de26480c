import { googleVehicleFeedResponse } from '@/server/inventory/feed';

/** Google Vehicle Listings feed (tsv). */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return googleVehicleFeedResponse(request, 'tsv');
}
