import { guardPost } from '@/server/http/post-guard';
import { leadContent } from '@/server/leads/lead-content';
import { preflight, withCors } from '@/server/studio/cors';
import { firstPublishedStaffMemberSlug, firstPublishedVehicleVin, studioEndpointConfig } from '@/server/studio/config';
import { handleStudioTestLead, MAX_TEST_LEAD_BYTES } from '@/server/studio/test-lead';

/**
 * The Studio's "Send test lead" action: signed with LEAD_TEST_SECRET (checked by the handler, so the guard skips the
 * Origin check: the Studio runs on another origin), CORS for the Studio origin only.
 */
const guarded = guardPost(
  (request, body) =>
    handleStudioTestLead(
      request,
      {
        ...studioEndpointConfig(),
        content: leadContent,
        firstStaffMemberSlug: firstPublishedStaffMemberSlug,
        firstVehicleVin: firstPublishedVehicleVin,
      },
      body,
    ),
  {
    origin: 'signed',
    maxBytes: MAX_TEST_LEAD_BYTES,
    rateLimit: { name: 'studio-test-lead', limit: 30, windowSeconds: 600 },
  },
);

export async function POST(request: Request): Promise<Response> {
  return withCors(await guarded(request), request, studioEndpointConfig().origins);
}

export function OPTIONS(request: Request): Response {
  return preflight(request, studioEndpointConfig().origins, 'POST');
}

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
