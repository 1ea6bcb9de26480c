/** Throughput lines: site and baseline req/s and p95, and the site/baseline ratio. Pure. */
import type { BenchLine } from './bench-line';

export interface LoadFailures {
  non2xx: number;
  timeouts: number;
  errors: number;
}

export interface PageThroughput {
  page: string;
  path: string;
  htmlBytes: number;
  site: { requestsPerSecond: number; p95Ms: number; failures: LoadFailures };
  baseline: { requestsPerSecond: number; p95Ms: number; failures: LoadFailures };
}

export function throughputLines(measured: PageThroughput): BenchLine[] {
  const group = `Throughput ${measured.page}`;
  const { non2xx, timeouts, errors } = measured.site.failures;
  const failures =
    [
      timeouts > 0 ? `${timeouts} timed out (10 s)` : '',
      non2xx > 0 ? `${non2xx} non-2xx` : '',
      errors > 0 ? `${errors} connection errors` : '',
    ]
      .filter(Boolean)
      .join(', ') || undefined;
  return [
    { group, name: 'site req/s', measured: measured.site.requestsPerSecond, unit: 'req/s', note: failures },
    { group, name: 'site p95', measured: measured.site.p95Ms, unit: 'ms' },
    { group, name: 'baseline req/s', measured: measured.baseline.requestsPerSecond, unit: 'req/s' },
    { group, name: 'baseline p95', measured: measured.baseline.p95Ms, unit: 'ms' },
    {
      group,
      name: 'site/baseline',
      measured: measured.site.requestsPerSecond / measured.baseline.requestsPerSecond,
      unit: 'ratio',
      note: `${(measured.htmlBytes / 1024).toFixed(0)} KB of HTML`,
    },
  ];
}
