/**
 * Headers every response carries (next.config `headers()` sets them for all paths, so API routes, static files
 * and media get them too; proxy.ts adds the per-request Content-Security-Policy on pages).
 */

/** Two years, subdomains included; browsers ignore it over plain HTTP (local development). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Features the site never uses are switched off for it and any frame. Geolocation stays allowed for this origin:
 * the locations list offers "nearest store".
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
];

/**
 * Every answer that is not a page or an API answer (build files, images, media, robots.txt, feeds) may not be
 * framed either; proxy.ts replaces it with the full policy on pages, next.config.ts with a deny-all one on APIs.
 */
export const FRAMING_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'";

/**
 * HTML: rendered per request (fresh nonce, consent-dependent policy, the visitor's banner state), so no shared
 * cache may keep it; browsers revalidate on every navigation. Edits show on the next request: the data cache is
 * expired by tag through the publish webhook. `no-store` is left out so the back/forward cache still works.
 */
export const HTML_CACHE_CONTROL = 'private, no-cache';

/** Asset cache max-age 8640000 (100 days); file names carry content hashes, so they never change. */
export const STATIC_ASSET_CACHE_CONTROL = 'public, max-age=8640000, immutable';
