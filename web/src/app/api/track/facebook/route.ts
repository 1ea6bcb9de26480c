import { guardPost } from '@/server/http/post-guard';
import { conversionsApi } from '@/server/meta/conversions-api';
import { handleTrackRequest, trackBodySchema } from '@/server/meta/track-request';
import { getRequestConsent } from '@/server/consent/request-consent';

/**
 * Server-side Meta events: forwarded to the Conversions API with hashed user data. The guard refuses
 * cross-site posts, large bodies and keys the schema does not name, and limits each address (a page sends a few
 * events per view, so the limit only stops floods).
 */
export const POST = guardPost(
  (request, body) =>
    handleTrackRequest(
      request,
      { api: conversionsApi, consent: async () => (await getRequestConsent()).consent },
      body,
    ),
  {
    origin: 'same-origin',
    maxBytes: 16 * 1024,
    keys: Object.keys(trackBodySchema.shape),
    rateLimit: { name: 'track-facebook', limit: 600, windowSeconds: 600 },
  },
);

// node:crypto for hashing.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
