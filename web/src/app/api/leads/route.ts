import { guardPost } from '@/server/http/post-guard';
import { leadContent } from '@/server/leads/lead-content';
import { DEFAULT_LEAD_LIMITS } from '@/server/leads/lead-limits';
import { handleLeadRequest } from '@/server/leads/submit-lead';

/**
 * The lead service over HTTP (DESIGN.md contract): every site form and integrations post here. The guard refuses
 * cross-site browser posts and bodies over the multipart cap; the handler keeps the JSON cap, the strict per-form
 * schemas and the per-address/per-e-mail rate limits.
 */
export const POST = guardPost((request) => handleLeadRequest(request, { content: leadContent }), {
  origin: 'same-origin',
  maxBytes: DEFAULT_LEAD_LIMITS.maxMultipartBytes,
  // Plain HTML form posts (no JavaScript) and the careers résumé come as form data.
  bodies: ['json', 'form', 'multipart'],
});

// Needs node:crypto, the database and the file system.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
