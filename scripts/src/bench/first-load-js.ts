/**
 * `npm run bench:js -- [base URL] [path …]`: first-load JavaScript per page of a running site, in gzip bytes, as a
 * browser that supports modules downloads it: every `<script src>` in the server-rendered HTML except `nomodule`
 * ones. Needs a running site (default http://127.0.0.1:3000). `npm run bench -- --only js` computes the same per
 * route from the build manifests, without a server.
 */
import { gzipSync } from 'node:zlib';
import { BUDGETS } from './budgets';
import { scriptUrls } from './html-scripts';

const DEFAULT_PATHS = ['/', '/contact-us', '/our-company/careers', '/car-research', '/sell-trade-my-car'];

const [baseArg, ...pathArgs] = process.argv.slice(2);
const base = baseArg ?? 'http://127.0.0.1:3000';
const paths = pathArgs.length > 0 ? pathArgs : DEFAULT_PATHS;

const gzipCache = new Map<string, number>();

async function gzipSize(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const response = await fetch(url);
  const size = gzipSync(Buffer.from(await response.arrayBuffer())).length;
  gzipCache.set(url, size);
  return size;
}

async function main(): Promise<void> {
  const budgetKb = BUDGETS.firstLoadJsMaxBytes / 1024;
  console.log(`${'page'.padEnd(36)} ${'scripts'.padStart(7)} ${'gzip KB'.padStart(9)}  budget ${budgetKb} KB`);
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
    const verdict = total <= BUDGETS.firstLoadJsMaxBytes ? 'ok' : 'OVER';
    console.log(
      `${path.padEnd(36)} ${String(urls.length).padStart(7)} ${(total / 1024).toFixed(1).padStart(9)}  ${verdict}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
