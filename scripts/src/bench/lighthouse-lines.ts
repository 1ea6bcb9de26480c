/** Report lines of one page's Lighthouse median against DESIGN.md's budgets. Pure. */
import type { BenchLine } from './bench-line';
import { BUDGETS } from './budgets';
import type { LighthouseMetrics } from './lighthouse-metrics';

export function lighthouseLines(page: string, median: LighthouseMetrics | null, note?: string): BenchLine[] {
  const group = `Lighthouse ${page}`;
  const value = (metric: keyof LighthouseMetrics) => median?.[metric] ?? null;
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
    { group, name: 'TBT', measured: value('tbtMs'), unit: 'ms', budget: { kind: 'max', value: BUDGETS.tbtMaxMs } },
    { group, name: 'accessibility', measured: value('accessibility'), unit: 'score' },
    { group, name: 'best practices', measured: value('bestPractices'), unit: 'score' },
    { group, name: 'SEO', measured: value('seo'), unit: 'score' },
  ];
}
