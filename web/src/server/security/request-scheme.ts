import 'server-only';
import type { ServerEnv } from '@/server/env';

/**
 * Whether pages are served over HTTPS, for the page policy's `upgrade-insecure-requests`. Pages are cached and
 * shared, so a request's own say must never decide it: with that directive, a page served over plain HTTP asks every
 * visitor's browser for its subresources over HTTPS, which fail there.
 *
 *   1. SITE_URL configured: its scheme (the site's public origin).
 *   2. Else, TRUST_PROXY ≥ 1: X-Forwarded-Proto as the trusted proxies wrote it. A proxy that sets the header leaves
 *      one entry; proxies that append leave the outermost trusted one's entry TRUST_PROXY places from the end (as
 *      for X-Forwarded-For, leads/client-ip.ts), and the entries a client wrote before it are ignored.
 *   3. Else (`next start` reached directly): plain HTTP, whatever the client sends.
 */
export function servedOverHttps(headers: Headers, env: Pick<ServerEnv, 'SITE_URL' | 'TRUST_PROXY'>): boolean {
  if (env.SITE_URL) {
    try {
      return new URL(env.SITE_URL).protocol === 'https:';
    } catch {
      return false;
    }
  }
  if (env.TRUST_PROXY < 1) return false;
  const entries = (headers.get('x-forwarded-proto') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - env.TRUST_PROXY)] === 'https';
}
