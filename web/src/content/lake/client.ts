import 'server-only';
import { createClient, type SanityClient } from 'next-sanity';
import { serverEnv } from '@/server/env';

export const SANITY_API_VERSION = '2025-10-01';

/** Where the Studio runs, for click-to-edit links in draft mode (stega). */
const studioUrl = process.env.NEXT_PUBLIC_SANITY_STUDIO_URL ?? 'http://localhost:3333';

let published: SanityClient | undefined;

/** The Content Lake client; only called when SANITY_PROJECT_ID is set. */
export function lakeClient(): SanityClient {
  if (!published) {
    const env = serverEnv();
    if (!env.SANITY_PROJECT_ID) throw new Error('SANITY_PROJECT_ID is not set');
    published = createClient({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET ?? env.SITE_DATASET,
      apiVersion: SANITY_API_VERSION,
      useCdn: true,
      perspective: 'published',
      stega: { studioUrl },
    });
  }
  return published;
}

/** Drafts and stega-encoded strings for the Studio's presentation tool; needs the read token. */
export function draftClient(): SanityClient {
  const token = serverEnv().SANITY_API_READ_TOKEN;
  if (!token) throw new Error('SANITY_API_READ_TOKEN is required for draft mode');
  return lakeClient().withConfig({ token, useCdn: false, perspective: 'drafts', stega: { enabled: true, studioUrl } });
}
