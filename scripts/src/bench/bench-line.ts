/** One line of the bench report: a measured number and, where budgets.ts sets one, its budget. Pure. */

export type Unit = 'score' | 'ms' | 'KB' | 'req/s' | 'count' | 'ratio' | 'cls';

export interface Budget {
  /** `min`: the measurement must be at least the value; `max`: at most. */
  kind: 'min' | 'max';
  value: number;
}

export interface BenchLine {
  /** The group the line is printed under ("Lighthouse home", "Throughput", …). */
  group: string;
  name: string;
  /** null when the measurement could not be taken (the note says why). */
  measured: number | null;
  unit: Unit;
  budget?: Budget;
  note?: string;
}

export type Verdict = 'ok' | 'over' | 'under' | 'no budget' | 'not measured';

export function verdict(line: BenchLine): Verdict {
  if (line.measured === null || Number.isNaN(line.measured)) return 'not measured';
  if (!line.budget) return 'no budget';
  if (line.budget.kind === 'max') return line.measured <= line.budget.value ? 'ok' : 'over';
  return line.measured >= line.budget.value ? 'ok' : 'under';
}

/** A number in its unit, rounded the way it is read: scores whole, ms to a tenth, CLS to three places. */
export function formatValue(value: number | null, unit: Unit): string {
  if (value === null || Number.isNaN(value)) return '—';
  switch (unit) {
    case 'score':
    case 'count':
      return String(Math.round(value));
    case 'cls':
      return value.toFixed(3);
    case 'ratio':
      return `${(value * 100).toFixed(1)} %`;
    case 'KB':
      return `${value.toFixed(1)} KB`;
    case 'req/s':
      return `${value < 10 ? value.toFixed(1) : Math.round(value)} req/s`;
    case 'ms':
      return `${value.toFixed(1)} ms`;
  }
}

export function formatBudget(line: BenchLine): string {
  if (!line.budget) return '';
  return `${line.budget.kind === 'min' ? '≥' : '≤'} ${formatValue(line.budget.value, line.unit)}`;
}
