/** Report lines of one page's Lighthouse median against the budgets (budgets.ts). Pure. */
import type { BenchLine } from './bench-line';
import { BUDGETS } from './budgets';
import type { Throttling } from './lighthouse-audit';
import type { LighthouseMetrics } from './lighthouse-metrics';

/** Simulated runs keep the name the report always had; runs with the throttling applied say so. */
export const lighthouseGroup = (throttling: Throttling) =>
  throttling === 'simulate' ? 'Lighthouse' : 'Lighthouse (applied throttling)';

/**
 * `floorTbtMs` is the minimal Next page's median TBT from the same run: TBT is held to it plus a margin, since on a
 * shared machine an absolute TBT moves with everything else running. Without it the TBT line has no budget.
 */
export function lighthouseLines(
  page: string,
  median: LighthouseMetrics | null,
  note?: string,
  floorTbtMs?: number | null,
  throttling: Throttling = 'simulate',
): BenchLine[] {
  const group = `${lighthouseGroup(throttling)} ${page}`;
  const value = (metric: keyof LighthouseMetrics) => median?.[metric] ?? null;
  const floorKnown = typeof floorTbtMs === 'number' && !Number.isNaN(floorTbtMs);
  return [
    {
      group,
      name: 'performance',
      measured: value('performance'),
      unit: 'score',
      budget: { kind: 'min', value: BUDGETS.lighthousePerformanceMin },
      note,
    },
    { group, name: 'LCP', measured: value('lcpMs'), unit: 'ms' },
    { group, name: 'CLS', measured: value('cls'), unit: 'cls', budget: { kind: 'max', value: BUDGETS.clsMax } },
    {
      group,
      name: 'TBT',
      measured: value('tbtMs'),
      unit: 'ms',
      budget: floorKnown ? { kind: 'max', value: floorTbtMs + BUDGETS.tbtOverFloorMaxMs } : undefined,
      note: floorKnown
        ? `minimal Next page ${floorTbtMs.toFixed(0)} ms + ${BUDGETS.tbtOverFloorMaxMs}`
        : 'minimal Next page not measured',
    },
    { group, name: 'accessibility', measured: value('accessibility'), unit: 'score' },
    { group, name: 'best practices', measured: value('bestPractices'), unit: 'score' },
    { group, name: 'SEO', measured: value('seo'), unit: 'score' },
  ];
}

/** The floor's own lines: what the pages are read against, no budgets. */
export function lighthouseFloorLines(
  median: LighthouseMetrics | null,
  note?: string,
  throttling: Throttling = 'simulate',
): BenchLine[] {
  const group = `${lighthouseGroup(throttling)} minimal Next page`;
  return [
    { group, name: 'performance', measured: median?.performance ?? null, unit: 'score', note },
    { group, name: 'TBT', measured: median?.tbtMs ?? null, unit: 'ms' },
  ];
}
