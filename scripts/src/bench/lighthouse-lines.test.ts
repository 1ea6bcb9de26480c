import { lighthouseLines } from './lighthouse-lines';
import { lighthouseMetrics } from './lighthouse-metrics';

describe('lighthouseMetrics', () => {
  test('reads scores as 0–100 and the numeric audits', () => {
    const lhr = {
      categories: {
        performance: { score: 0.964 },
        accessibility: { score: 1 },
        'best-practices': { score: 0.96 },
        seo: { score: null },
      },
      audits: {
        'largest-contentful-paint': { numericValue: 1850.5 },
        'cumulative-layout-shift': { numericValue: 0.004 },
        'total-blocking-time': { numericValue: 120 },
      },
    };
    expect(lighthouseMetrics(lhr)).toEqual({
      performance: 96,
      accessibility: 100,
      bestPractices: 96,
      seo: Number.NaN,
      lcpMs: 1850.5,
      cls: 0.004,
      tbtMs: 120,
    });
  });
});

describe('lighthouseLines', () => {
  test('gives performance, CLS and TBT their budgets (TBT over the same run’s floor) and the rest none', () => {
    const lines = lighthouseLines(
      'home',
      {
        performance: 97,
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
        lcpMs: 1500,
        cls: 0,
        tbtMs: 40,
      },
      undefined,
      135,
    );
    expect(lines.map((line) => [line.name, line.budget?.kind ?? null, line.budget?.value ?? null])).toEqual([
      ['performance', 'min', 98],
      ['LCP', null, null],
      ['CLS', 'max', 0.02],
      ['TBT', 'max', 185],
      ['accessibility', null, null],
      ['best practices', null, null],
      ['SEO', null, null],
    ]);
    expect(lines.every((line) => line.group === 'Lighthouse home')).toBe(true);
  });

  test('without the floor the TBT line has no budget and says why', () => {
    const tbt = lighthouseLines('SRP', null, undefined, null).find((line) => line.name === 'TBT');
    expect(tbt?.budget).toBeUndefined();
    expect(tbt?.note).toBe('minimal Next page not measured');
  });

  test('a page no run succeeded on is reported as not measured, with the reason', () => {
    const lines = lighthouseLines('VDP', null, '3 run(s) failed: NO_FCP');
    expect(lines.every((line) => line.measured === null)).toBe(true);
    expect(lines[0]?.note).toBe('3 run(s) failed: NO_FCP');
  });
});

describe('throttling', () => {
  test('runs with the throttling applied are reported under their own group, with the same budgets', () => {
    const simulated = lighthouseLines('home', null, undefined, 100);
    const applied = lighthouseLines('home', null, undefined, 100, 'devtools');
    expect(applied.every((line) => line.group === 'Lighthouse (applied throttling) home')).toBe(true);
    expect(applied.map((line) => line.budget)).toEqual(simulated.map((line) => line.budget));
  });
});
