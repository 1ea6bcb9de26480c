import { conversionsApi } from '@/server/meta/conversions-api';
import { handleTrackRequest } from '@/server/meta/track-request';
import { getRequestConsent } from '@/server/consent/request-consent';

/** Server-side Meta events (spec §7): forwarded to the Conversions API with hashed user data. */
export function POST(request: Request): Promise<Response> {
  return handleTrackRequest(request, {
    api: conversionsApi,
    consent: async () => (await getRequestConsent()).consent,
  });
}

// node:crypto for hashing.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
