/**
 * Lines of the stack section (stack-section.ts): each page through nginx in front of two `next start` (req/s at 10
 * connections as a share of the minimal Next page served directly by `next start`, p95 at 50 connections) and what
 * a cache miss costs against a hit. A report: no budgets. Pure.
 */
import type { BenchLine } from './bench-line';
import { failureNote, type LoadSummary } from './throughput-lines';

/** One timed request: milliseconds to the last byte, and nginx's X-Cache-Status. */
export interface TimedRequest {
  ms: number;
  cache: string | null;
}

export interface StackPageMeasure {
  page: string;
  path: string;
  /** Through nginx, 10 connections. */
  load: LoadSummary;
  /** Through nginx, 50 connections. */
  burst: LoadSummary;
  /** The first request after the stack started (an instance renders it); null when the start check had asked. */
  firstAfterStart: TimedRequest | null;
  /** Sequential requests answered from nginx's micro-cache (HIT), median. */
  microCacheHitMs: number;
  /** Sequential requests past nginx's cache (a cookie) answered from Next's cache, median. */
  nextHitMs: number;
  /** After a publish expired the page: the render (a request past nginx's cache), one per round. */
  renderAfterPublish: TimedRequest[];
  /** After a publish and nginx's entry expiring: the next cookie-less visitor, one per round. */
  visitorAfterPublish: TimedRequest[];
}

export interface StackMeasure {
  /** The minimal Next page straight from `next start`, 10 connections, measured in this section. */
  floor: LoadSummary | null;
  pages: StackPageMeasure[];
}

const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/** `STALE ×3` or `MISS, STALE, STALE`: what nginx answered in the rounds. */
function cacheNote(requests: readonly TimedRequest[]): string {
  const statuses = requests.map((request) => request.cache ?? 'no status');
  return new Set(statuses).size === 1 ? `${statuses[0]} ×${statuses.length}` : statuses.join(', ');
}

export function stackPageLines(measure: StackPageMeasure, floor: LoadSummary | null): BenchLine[] {
  const group = `Stack ${measure.page}`;
  const hit = measure.microCacheHitMs;
  const render = median(measure.renderAfterPublish.map((request) => request.ms));
  const rounds = measure.renderAfterPublish.length;
  return [
    {
      group,
      name: 'req/s through nginx',
      measured: measure.load.requestsPerSecond,
      unit: 'req/s',
      note: failureNote(measure.load.failures),
    },
    {
      group,
      name: 'through nginx/minimal Next',
      measured: floor ? measure.load.requestsPerSecond / floor.requestsPerSecond : null,
      unit: 'ratio',
      note: floor ? `minimal page ${Math.round(floor.requestsPerSecond)} req/s (next start alone)` : 'not measured',
    },
    {
      group,
      name: 'p95 at 50 connections',
      measured: measure.burst.p95Ms,
      unit: 'ms',
      note: [`${Math.round(measure.burst.requestsPerSecond)} req/s`, failureNote(measure.burst.failures)]
        .filter(Boolean)
        .join('; '),
    },
    { group, name: 'micro-cache hit', measured: hit, unit: 'ms', note: 'median, one request at a time' },
    {
      group,
      name: 'Next cache hit (nginx bypassed)',
      measured: measure.nextHitMs,
      unit: 'ms',
      note: 'median; a cookie keeps nginx out',
    },
    {
      group,
      name: 'first request after start',
      measured: measure.firstAfterStart?.ms ?? null,
      unit: 'ms',
      note: measure.firstAfterStart
        ? `a render (${measure.firstAfterStart.cache ?? 'no status'}); ${(measure.firstAfterStart.ms / hit).toFixed(0)}× a hit`
        : 'rendered by the start check',
    },
    {
      group,
      name: 'render after a publish',
      measured: render,
      unit: 'ms',
      note: `median of ${rounds}; ${(render / hit).toFixed(0)}× a micro-cache hit`,
    },
    {
      group,
      name: 'next visitor after a publish',
      measured: median(measure.visitorAfterPublish.map((request) => request.ms)),
      unit: 'ms',
      note: `cookie-less, once nginx's entry expired: ${cacheNote(measure.visitorAfterPublish)}`,
    },
  ];
}

export function stackLines(measure: StackMeasure): BenchLine[] {
  const floorLines: BenchLine[] = measure.floor
    ? [
        {
          group: 'Stack minimal Next page',
          name: 'req/s (next start alone)',
          measured: measure.floor.requestsPerSecond,
          unit: 'req/s',
          note: failureNote(measure.floor.failures),
        },
      ]
    : [];
  return [...floorLines, ...measure.pages.flatMap((page) => stackPageLines(page, measure.floor))];
}
