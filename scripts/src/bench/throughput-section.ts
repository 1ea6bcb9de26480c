/**
 * Throughput lines: autocannon GETs of a page from `next start`, then of the same HTML bytes from a plain Node
 * server (the physical limit of this machine), and the ratio site/baseline of requests per second.
 */
import { startBaselineServer } from './baseline-server';
import { getLoad, type GetLoadResult } from './get-load';
import { httpGet } from './http-get';
import type { PageTarget } from './page-targets';
import type { SectionResult } from './section-result';
import { throughputLines, type PageThroughput } from './throughput-lines';
import { percentile } from './stats';

/** Connections for page GETs: autocannon's default, a handful of browsers at once rather than a queue. */
export const GET_CONNECTIONS = 10;

const summarise = (result: GetLoadResult) => ({
  requestsPerSecond: result.requestsPerSecond,
  p95Ms: percentile(result.latenciesMs, 95),
  failures: { non2xx: result.non2xx, timeouts: result.timeouts, errors: result.errors },
});

export async function throughputSection(
  targets: readonly PageTarget[],
  baseOf: (target: PageTarget) => string,
  options: { seconds: number; baselinePort: number },
  log: (message: string) => void,
): Promise<SectionResult> {
  const measured: PageThroughput[] = [];
  for (const target of targets) {
    const url = `${baseOf(target)}${target.path}`;
    const html = Buffer.from(await (await httpGet(url)).arrayBuffer());
    log(`autocannon ${target.name} (${target.path}) for ${options.seconds} s, then its baseline`);
    const site = summarise(await getLoad(url, GET_CONNECTIONS, options.seconds));
    const server = await startBaselineServer(html, options.baselinePort);
    try {
      const baseline = summarise(await getLoad(server.base, GET_CONNECTIONS, options.seconds));
      measured.push({ page: target.name, path: target.path, htmlBytes: html.length, site, baseline });
    } finally {
      await server.stop();
    }
  }
  return { lines: measured.flatMap(throughputLines), raw: measured };
}
