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
  return lastTrustedEntry(headers.get('x-forwarded-proto'), env.TRUST_PROXY)?.toLowerCase() === 'https';
}

/**
 * The origin links the site writes for others to follow (the lead's provider URL, robots.txt's sitemap line, the
 * service desk's mail, sitemaps without a store URL): SITE_URL when configured, else the Host a trusted proxy
 * forwarded (X-Forwarded-Host, TRUST_PROXY ≥ 1) or the request's own Host, with the scheme `servedOverHttps` decides.
 * A client's forwarded headers never choose it when no proxy is trusted.
 */
export function publicOrigin(headers: Headers, env: Pick<ServerEnv, 'SITE_URL' | 'TRUST_PROXY'>): string {
  if (env.SITE_URL) {
    try {
      return new URL(env.SITE_URL).origin;
    } catch {
      // Not a URL (the env check refuses this at start): fall through to the request.
    }
  }
  const forwarded = env.TRUST_PROXY >= 1 ? lastTrustedEntry(headers.get('x-forwarded-host'), env.TRUST_PROXY) : null;
  const host = forwarded ?? headers.get('host') ?? 'localhost';
  const origin = `${servedOverHttps(headers, env) ? 'https' : 'http'}://${host}`;
  try {
    return new URL(origin).origin;
  } catch {
    return 'http://localhost';
  }
}

function lastTrustedEntry(value: string | null, trustProxy: number): string | null {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - trustProxy)] ?? null;
}
