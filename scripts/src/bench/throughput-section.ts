/**
 * Throughput lines: autocannon GETs of each page from `next start` at 10 and at 50 connections, then of the same
 * HTML bytes from a plain Node server (this machine's limit), read against the minimal static Next page (the
 * framework floor) measured once at the start of the section. Every request is a browser's first page request (it
 * asks for HTML, accepts Brotli and gzip, carries no cookie), as a campaign's visitors send it. Such requests are
 * mostly answered by the server's one-second replays (docs/caching.md); one more run per page sends the same
 * request as a forced reload (`Cache-Control: no-cache`), which always goes through Next, so both are on record.
 */
import { startBaselineServer } from './baseline-server';
import { BROWSER_PAGE_HEADERS, browserBytes } from './browser-bytes';
import { getLoad, type GetLoadResult } from './get-load';
import { httpGet } from './http-get';
import type { PageTarget } from './page-targets';
import type { SectionResult } from './section-result';
import { floorLines, throughputLines, type LoadSummary, type PageThroughput } from './throughput-lines';
import { percentile } from './stats';
import type { BenchLine } from './bench-line';

/** Connections for page GETs: autocannon's default, a handful of browsers at once rather than a queue. */
export const GET_CONNECTIONS = 10;
/** A burst: an ad campaign's visitors arriving together. */
export const BURST_CONNECTIONS = 50;
/**
 * Each URL is loaded this long, unmeasured, before its runs: a server just started (or a page just rendered) runs
 * its code unoptimised at first, and one 10 s run from cold moved by a third between runs of the same build.
 */
const WARM_UP_SECONDS = 3;

/** A browser's first request for a page, and the same as a forced reload (past any replay, through Next). */
const PAGE_REQUEST = { ...BROWSER_PAGE_HEADERS, 'accept-language': 'en-US,en;q=0.9' };
const RELOAD_REQUEST = { ...PAGE_REQUEST, 'cache-control': 'no-cache' };

const warmUp = async (url: string, headers: Record<string, string> = PAGE_REQUEST) => {
  await getLoad(url, GET_CONNECTIONS, WARM_UP_SECONDS, headers);
};

const summarise = (result: GetLoadResult): LoadSummary => ({
  requestsPerSecond: result.requestsPerSecond,
  p95Ms: percentile(result.latenciesMs, 95),
  failures: { non2xx: result.non2xx, timeouts: result.timeouts, errors: result.errors },
});

/** The document a browser's page request gets, decompressed (the HTML size lines). */
const htmlOf = async (url: string) => Buffer.from(await (await httpGet(url, PAGE_REQUEST)).arrayBuffer());

export async function throughputSection(
  targets: readonly PageTarget[],
  baseOf: (target: PageTarget) => string,
  options: { seconds: number; baselinePort: number; floorBase: string | null },
  log: (message: string) => void,
): Promise<SectionResult> {
  const lines: BenchLine[] = [];
  let floor: LoadSummary | null = null;
  if (options.floorBase) {
    log(`autocannon minimal Next page for ${options.seconds} s at ${GET_CONNECTIONS}, then at ${BURST_CONNECTIONS}`);
    const html = await htmlOf(options.floorBase);
    await warmUp(options.floorBase);
    floor = summarise(await getLoad(options.floorBase, GET_CONNECTIONS, options.seconds, PAGE_REQUEST));
    const floorAt50 = summarise(await getLoad(options.floorBase, BURST_CONNECTIONS, options.seconds, PAGE_REQUEST));
    lines.push(...floorLines(floor, floorAt50, html.length));
  }
  const measured: PageThroughput[] = [];
  for (const target of targets) {
    const url = `${baseOf(target)}${target.path}`;
    const html = await htmlOf(url);
    // Two browser requests before the load: a page asked for again gets its best compressed form, made in the
    // background (docs/caching.md); the bytes reported are the ones a popular page is sent, read after the load.
    await browserBytes(url);
    await browserBytes(url);
    log(`autocannon ${target.name} (${target.path}) for ${options.seconds} s ×3, then its raw http baseline`);
    await warmUp(url);
    const site = summarise(await getLoad(url, GET_CONNECTIONS, options.seconds, PAGE_REQUEST));
    const siteAt50 = summarise(await getLoad(url, BURST_CONNECTIONS, options.seconds, PAGE_REQUEST));
    await warmUp(url, RELOAD_REQUEST);
    const throughNext = summarise(await getLoad(url, GET_CONNECTIONS, options.seconds, RELOAD_REQUEST));
    const sent = await browserBytes(url);
    const server = await startBaselineServer(html, options.baselinePort);
    try {
      await warmUp(server.base);
      const baseline = summarise(await getLoad(server.base, GET_CONNECTIONS, options.seconds, PAGE_REQUEST));
      measured.push({
        page: target.name,
        path: target.path,
        htmlBytes: html.length,
        sent,
        home: target.path === '/',
        site,
        siteAt50,
        throughNext,
        baseline,
        floor,
      });
    } finally {
      await server.stop();
    }
  }
  lines.push(...measured.flatMap(throughputLines));
  return { lines, raw: { floor, pages: measured } };
}
