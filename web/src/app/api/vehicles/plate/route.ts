import { getPlateAdapter } from '@/server/plates';
import { handlePlateLookup } from '@/server/vehicle-options/vehicle-options';

/** Licence plate + state → vehicle for the sell flow (embedded: the seeded plates). */
export function GET(request: Request): Promise<Response> {
  return handlePlateLookup(request, getPlateAdapter());
}

// Reads the plates file from the file system.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
