/** The printed bench report: budget vs measured, one row per line, grouped. Pure. */
import { formatBudget, formatValue, verdict, type BenchLine } from './bench-line';

const VERDICT_LABEL = { ok: 'ok', over: 'OVER', under: 'UNDER', 'no budget': '', 'not measured': 'not measured' };

/** Rows as cells: group, metric, budget, measured, verdict, note. */
export function reportRows(lines: readonly BenchLine[]): string[][] {
  return lines.map((line) => [
    line.group,
    line.name,
    formatBudget(line),
    formatValue(line.measured, line.unit),
    VERDICT_LABEL[verdict(line)],
    line.note ?? '',
  ]);
}

/** A Markdown table (readable in a terminal and pasteable into an issue resolution as it is). */
export function formatReportTable(lines: readonly BenchLine[]): string {
  const header = ['group', 'metric', 'budget', 'measured', 'verdict', 'note'];
  const rows = reportRows(lines);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const render = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [render(header), render(widths.map((width) => '-'.repeat(width))), ...rows.map(render)].join('\n');
}

/** Counts for the closing line: how many budget lines were met. */
export function budgetSummary(lines: readonly BenchLine[]): { met: number; missed: number; unmeasured: number } {
  const verdicts = lines.filter((line) => line.budget).map(verdict);
  return {
    met: verdicts.filter((v) => v === 'ok').length,
    missed: verdicts.filter((v) => v === 'over' || v === 'under').length,
    unmeasured: verdicts.filter((v) => v === 'not measured').length,
  };
}
