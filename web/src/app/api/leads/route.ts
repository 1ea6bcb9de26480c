import { leadContent } from '@/server/leads/lead-content';
import { leadRoute } from '@/server/leads/lead-route';

/**
 * The lead service over HTTP: every site form and integrations post here. The guard refuses cross-site browser
 * posts, counts the address against its limit before reading, and caps the body by its kind while reading it;
 * the handler keeps the strict per-form schemas and the per-e-mail limit (docs/leads.md#request-bodies).
 */
export const POST = leadRoute({ content: leadContent });

// Needs node:crypto, the database and the file system.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
