/**
 * `npm run bench:js -- [base URL] [path …]`: first-load JavaScript per page, in gzip bytes, as a browser that
 * supports modules downloads it: every `<script src>` in the server-rendered HTML except `nomodule` ones.
 * Needs a running site (default http://127.0.0.1:3000). Budget (DESIGN.md): 150 KB gzip on content pages.
 */
import { gzipSync } from 'node:zlib';

const DEFAULT_PATHS = ['/', '/contact-us', '/our-company/careers', '/car-research', '/sell-trade-my-car'];
const BUDGET_BYTES = 150 * 1024;

const [baseArg, ...pathArgs] = process.argv.slice(2);
const base = baseArg ?? 'http://127.0.0.1:3000';
const paths = pathArgs.length > 0 ? pathArgs : DEFAULT_PATHS;

const gzipCache = new Map<string, number>();

async function gzipSize(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const response = await fetch(url);
  const size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

/** Script URLs a module-capable browser fetches on first load. */
function scriptUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src) urls.add(new URL(src.replace(/&amp;/g, '&'), pageUrl).href);
  }
  return [...urls];
}

async function main(): Promise<void> {
  console.log(`${'page'.padEnd(36)} ${'scripts'.padStart(7)} ${'gzip KB'.padStart(9)}  budget 150 KB`);
  for (const path of paths) {
    const pageUrl = new URL(path, base).href;
    const response = await fetch(pageUrl);
    if (!response.ok) {
      console.log(`${path.padEnd(36)} HTTP ${response.status}`);
      continue;
    }
    const urls = scriptUrls(await response.text(), pageUrl);
    const sizes = await Promise.all(urls.map(gzipSize));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    const verdict = total <= BUDGET_BYTES ? 'ok' : 'OVER';
    console.log(
      `${path.padEnd(36)} ${String(urls.length).padStart(7)} ${(total / 1024).toFixed(1).padStart(9)}  ${verdict}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
