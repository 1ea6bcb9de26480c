import { leadContent } from '@/server/leads/lead-content';
import { handleLeadRequest } from '@/server/leads/submit-lead';

/** The lead service over HTTP (DESIGN.md contract): every site form and integrations post here. */
export function POST(request: Request): Promise<Response> {
  return handleLeadRequest(request, { content: leadContent });
}

// Needs node:crypto, the database and the file system.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
