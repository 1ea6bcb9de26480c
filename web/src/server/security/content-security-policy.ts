/**
 * The Content-Security-Policy of a page response: pure, so tests table it.
 *
 * - Scripts: this site's files, and inline scripts only by the SHA-256 of their exact text. Pages are cached and
 *   shared, so a per-request nonce cannot be used; the hashes of the inline scripts a document carries (Next's
 *   payload scripts) are added when the document is sent (server/http/document-hook.ts, withScriptHashes).
 *   No 'unsafe-inline' for scripts; 'unsafe-eval' only in development (React's dev tooling).
 * - Styles: 'unsafe-inline'. React `style` attributes (brand colours, next/image) and the Emotion styles Chakra
 *   injects inside lazy dialogs cannot carry a nonce; style injection cannot run code, scripts stay nonce-only.
 * - Images: this site, data:/blob: (inline placeholders) and the Sanity CDN.
 * - Google Analytics, the Meta pixel and Statsig hosts are listed when their ids are configured: the policy is the
 *   same for every visitor of a cached page, and the tags themselves load only after the visitor's consent.
 * - Framing: 'none', except a draft-mode preview, which the Studio's presentation tool frames from its origin(s).
 */

export interface CspOptions {
  /** `next dev`: allow eval for React's dev tooling and the HMR socket. */
  development: boolean;
  /** Google Analytics configured (GA_MEASUREMENT_ID). */
  analytics: boolean;
  /** The Meta pixel configured (META_PIXEL_ID). */
  adPixel: boolean;
  /** The Statsig client configured (STATSIG_CLIENT_KEY). */
  experiments?: boolean;
  /** A draft-mode preview: the Studio may frame the page and the page talks to the Content Lake. */
  preview: { studioOrigins: string[] } | null;
  /** Request came over HTTPS (directly or through a proxy): upgrade any stray http: subresource. */
  https: boolean;
}

export const SANITY_CDN = 'https://cdn.sanity.io';

/** Google Analytics 4 (gtag.js and its collection endpoints). */
export const GA_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;

/** The Meta pixel (fbevents.js and its /tr endpoint). */
export const META_HOSTS = {
  script: ['https://connect.facebook.net'],
  connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
  img: ['https://www.facebook.com'],
} as const;

/** Statsig's client SDK endpoints (initialize, event registry, CDN fallback, SDK error reports). */
export const STATSIG_HOSTS = [
  'https://featureassets.org',
  'https://prodregistryv2.org',
  'https://api.statsigcdn.com',
  'https://statsigapi.net',
] as const;

/** The Content Lake API and its listener socket (visual editing in draft mode). */
const SANITY_API = ['https://*.api.sanity.io', 'wss://*.api.sanity.io', 'https://*.apicdn.sanity.io'];

export function buildContentSecurityPolicy(options: CspOptions): string {
  const script = ["'self'"];
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:', SANITY_CDN];
  if (options.development) script.push("'unsafe-eval'");
  if (options.analytics) {
    script.push(...GA_HOSTS.script);
    connect.push(...GA_HOSTS.connect);
    img.push(...GA_HOSTS.img);
  }
  if (options.adPixel) {
    script.push(...META_HOSTS.script);
    connect.push(...META_HOSTS.connect);
    img.push(...META_HOSTS.img);
  }
  if (options.experiments) connect.push(...STATSIG_HOSTS);
  if (options.preview) connect.push(...SANITY_API);

  const frameAncestors = options.preview ? ["'self'", ...options.preview.studioOrigins] : ["'none'"];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', dedupe(script)],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', dedupe(img)],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', dedupe(connect)],
    ['media-src', ["'self'", SANITY_CDN]],
    ['frame-src', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', frameAncestors],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (options.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** API responses are data, never documents: nothing may load or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

function dedupe(values: string[]): string[] {
  return [...new Set(values)];
}

/** The policy with the given script hashes (`sha256-…` base64) allowed in `script-src`. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  const sources = [...new Set(hashes)].map((hash) => `'sha256-${hash}'`).join(' ');
  return policy.replace(
    /(^|; )script-src ([^;]*)/,
    (_match, lead: string, list: string) => `${lead}script-src ${list} ${sources}`,
  );
}
