import { formatBudget, formatValue, verdict, type BenchLine } from './bench-line';
import { budgetSummary, formatReportTable, reportRows } from './report-table';

const line = (overrides: Partial<BenchLine>): BenchLine => ({
  group: 'Lighthouse home',
  name: 'performance',
  measured: 96,
  unit: 'score',
  ...overrides,
});

describe('verdict', () => {
  test.each<[string, Partial<BenchLine>, string]>([
    ['a minimum met', { budget: { kind: 'min', value: 95 }, measured: 95 }, 'ok'],
    ['a minimum missed', { budget: { kind: 'min', value: 95 }, measured: 94 }, 'under'],
    ['a maximum met', { budget: { kind: 'max', value: 150 }, measured: 150 }, 'ok'],
    ['a maximum exceeded', { budget: { kind: 'max', value: 150 }, measured: 150.1 }, 'over'],
    ['no budget', {}, 'no budget'],
    ['not measured', { budget: { kind: 'max', value: 1 }, measured: null }, 'not measured'],
    ['NaN', { budget: { kind: 'max', value: 1 }, measured: Number.NaN }, 'not measured'],
  ])('%s', (_label, overrides, expected) => {
    expect(verdict(line(overrides))).toBe(expected);
  });
});

describe('formatValue', () => {
  test.each<[number | null, BenchLine['unit'], string]>([
    [95.6, 'score', '96'],
    [1234.56, 'ms', '1234.6 ms'],
    [0.0123, 'cls', '0.012'],
    [152.34, 'KB', '152.3 KB'],
    [1523.7, 'req/s', '1524 req/s'],
    [0.3, 'req/s', '0.3 req/s'],
    [0.4567, 'ratio', '45.7 %'],
    [3, 'count', '3'],
    [null, 'ms', '—'],
  ])('%s %s → %s', (value, unit, expected) => {
    expect(formatValue(value, unit)).toBe(expected);
  });
});

test('formatBudget shows the direction and the unit', () => {
  expect(formatBudget(line({ budget: { kind: 'min', value: 95 } }))).toBe('≥ 95');
  expect(formatBudget(line({ unit: 'ms', budget: { kind: 'max', value: 150 } }))).toBe('≤ 150.0 ms');
  expect(formatBudget(line({}))).toBe('');
});

describe('the report table', () => {
  const lines: BenchLine[] = [
    line({ budget: { kind: 'min', value: 95 }, measured: 97 }),
    line({ name: 'TBT', unit: 'ms', measured: 210, budget: { kind: 'max', value: 150 }, note: 'hydration' }),
    line({ name: 'LCP', unit: 'ms', measured: 1800 }),
    line({ name: 'CLS', unit: 'cls', measured: null, budget: { kind: 'max', value: 0.02 } }),
  ];

  test('has one row per line with budget, measured value and verdict', () => {
    expect(reportRows(lines)).toEqual([
      ['Lighthouse home', 'performance', '≥ 95', '97', 'ok', ''],
      ['Lighthouse home', 'TBT', '≤ 150.0 ms', '210.0 ms', 'OVER', 'hydration'],
      ['Lighthouse home', 'LCP', '', '1800.0 ms', '', ''],
      ['Lighthouse home', 'CLS', '≤ 0.020', '—', 'not measured', ''],
    ]);
  });

  test('is a Markdown table with aligned columns', () => {
    const table = formatReportTable(lines).split('\n');
    expect(table).toHaveLength(2 + lines.length);
    expect(table[0]).toMatch(/^\| group +\| metric +\| budget +\| measured +\| verdict +\| note +\|$/);
    expect(table[1]).toMatch(/^\|[-| ]+\|$/);
    expect(new Set(table.map((row) => row.length)).size).toBe(1);
  });

  test('sums up budget lines met, missed and not measured', () => {
    expect(budgetSummary(lines)).toEqual({ met: 1, missed: 1, unmeasured: 1 });
  });
});
