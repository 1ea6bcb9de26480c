import 'server-only';
import type { NextRequest } from 'next/server';
import { contentSource } from '@/content/source';
import { serverEnv } from '@/server/env';
import { studioOrigins } from '@/server/studio/cors';
import { buildContentSecurityPolicy } from './content-security-policy';
import { servedOverHttps } from './request-scheme';

/** Next.js's draft-mode cookie (set by /api/draft-mode/enable, which the Studio's presentation tool opens). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * The policy for one page request before its script hashes are known: the configured tag hosts (the same for
 * every visitor; the tags load only after consent), and a draft-mode preview the Studio may frame.
 */
export function pageContentSecurityPolicy(request: NextRequest): string {
  const env = serverEnv();
  const preview =
    contentSource() === 'lake' && request.cookies.has(DRAFT_MODE_COOKIE)
      ? { studioOrigins: studioOrigins(env.STUDIO_ORIGIN, process.env.NEXT_PUBLIC_SANITY_STUDIO_URL) }
      : null;
  return buildContentSecurityPolicy({
    development: process.env.NODE_ENV === 'development',
    analytics: Boolean(env.GA_MEASUREMENT_ID),
    adPixel: Boolean(env.META_PIXEL_ID),
    experiments: Boolean(env.STATSIG_CLIENT_KEY),
    preview,
    // From SITE_URL or a trusted proxy only, never from what a client sends (request-scheme.ts).
    https: servedOverHttps(request.headers, env),
  });
}
