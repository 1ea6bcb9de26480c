/**
 * Throughput lines of one page: req/s at 10 connections as a share of the minimal static Next page (the framework
 * floor) and of a raw Node `http` server sending the same bytes (the machine's floor), p95 at 50 connections, and
 * the page's HTML size. Pure.
 */
import type { BenchLine } from './bench-line';
import { BUDGETS } from './budgets';

export interface LoadFailures {
  non2xx: number;
  timeouts: number;
  errors: number;
}

export interface LoadSummary {
  requestsPerSecond: number;
  p95Ms: number;
  failures: LoadFailures;
}

export interface PageThroughput {
  page: string;
  path: string;
  htmlBytes: number;
  /** What a browser's page request receives (compressed), and how; null when not measured. */
  sent?: { bytes: number; encoding: string | null } | null;
  /** Whether the page is a home page (the HTML budget applies to those). */
  home: boolean;
  /** At the bench's usual 10 connections. */
  site: LoadSummary;
  /** At 50 connections: a burst of campaign traffic. */
  siteAt50: LoadSummary;
  /** Forced reloads at 10 connections: every request through Next (no replay); absent in older results. */
  throughNext?: LoadSummary;
  /** The same HTML bytes from a raw Node `http` server, 10 connections. */
  baseline: LoadSummary;
  /** The minimal Next page at 10 connections, measured once per run; null when it could not be. */
  floor: LoadSummary | null;
}

export function failureNote({ non2xx, timeouts, errors }: LoadFailures): string | undefined {
  return (
    [
      timeouts > 0 ? `${timeouts} timed out (10 s)` : '',
      non2xx > 0 ? `${non2xx} non-2xx` : '',
      errors > 0 ? `${errors} connection errors` : '',
    ]
      .filter(Boolean)
      .join(', ') || undefined
  );
}

export function throughputLines(measured: PageThroughput): BenchLine[] {
  const group = `Throughput ${measured.page}`;
  const { floor } = measured;
  return [
    {
      group,
      name: 'site req/s',
      measured: measured.site.requestsPerSecond,
      unit: 'req/s',
      note: failureNote(measured.site.failures),
    },
    {
      group,
      name: 'site/minimal Next',
      measured: floor ? measured.site.requestsPerSecond / floor.requestsPerSecond : null,
      unit: 'ratio',
      budget: { kind: 'min', value: BUDGETS.pageThroughputShareOfFloorMin },
      note: floor ? `minimal page ${Math.round(floor.requestsPerSecond)} req/s` : 'minimal Next page not measured',
    },
    ...(measured.throughNext
      ? [
          {
            group,
            name: 'through Next/minimal Next',
            measured: floor ? measured.throughNext.requestsPerSecond / floor.requestsPerSecond : null,
            unit: 'ratio',
            note: `forced reloads, ${Math.round(measured.throughNext.requestsPerSecond)} req/s${
              failureNote(measured.throughNext.failures) ? `; ${failureNote(measured.throughNext.failures)}` : ''
            }`,
          } satisfies BenchLine,
        ]
      : []),
    {
      group,
      name: 'site/raw http',
      measured: measured.site.requestsPerSecond / measured.baseline.requestsPerSecond,
      unit: 'ratio',
      note: `raw http ${Math.round(measured.baseline.requestsPerSecond)} req/s`,
    },
    {
      group,
      name: 'p95 at 50 connections',
      measured: measured.siteAt50.p95Ms,
      unit: 'ms',
      budget: { kind: 'max', value: BUDGETS.pageP95At50MaxMs },
      note: failureNote(measured.siteAt50.failures),
    },
    {
      group,
      name: 'HTML',
      measured: measured.htmlBytes / 1024,
      unit: 'KB',
      budget: measured.home ? { kind: 'max', value: BUDGETS.homeHtmlMaxKb } : undefined,
    },
    ...(measured.sent
      ? [
          {
            group,
            name: 'HTML sent to a browser',
            measured: measured.sent.bytes / 1024,
            unit: 'KB',
            note: measured.sent.encoding ?? 'uncompressed',
          } satisfies BenchLine,
        ]
      : []),
  ];
}

/** The framework floor's own lines, so the ratios above can be read back to numbers. */
export function floorLines(floor: LoadSummary, floorAt50: LoadSummary, htmlBytes: number): BenchLine[] {
  const group = 'Throughput minimal Next page';
  return [
    { group, name: 'req/s', measured: floor.requestsPerSecond, unit: 'req/s', note: failureNote(floor.failures) },
    { group, name: 'p95 at 50 connections', measured: floorAt50.p95Ms, unit: 'ms' },
    { group, name: 'HTML', measured: htmlBytes / 1024, unit: 'KB' },
  ];
}
