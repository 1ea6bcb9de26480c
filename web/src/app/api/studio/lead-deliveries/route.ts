import { leadContent } from '@/server/leads/lead-content';
import { preflight } from '@/server/studio/cors';
import { studioEndpointConfig } from '@/server/studio/config';
import { handleLeadDeliveriesRequest } from '@/server/studio/lead-deliveries';

/** Delivery status of recent leads (or of one lead: `?id=`) for the Studio; signed, never personal data. */
export function GET(request: Request): Promise<Response> {
  return handleLeadDeliveriesRequest(request, { ...studioEndpointConfig(), content: leadContent });
}

export function OPTIONS(request: Request): Response {
  return preflight(request, studioEndpointConfig().origins, 'GET');
}

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
