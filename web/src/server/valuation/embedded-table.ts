import 'server-only';
import { canonicalName } from '@/lib/pricing';

/** `seed/dist/valuation.json` as written by seed/src/valuation/table.ts. */
export interface ValuationTableFile {
  edition: number;
  columns: readonly string[];
  rows: readonly (readonly [number, string, string, string, number, number, number, number])[];
}

export interface TableRow {
  year: number;
  make: string;
  model: string;
  trim: string;
  wholeClean: number;
  wholeAvg: number;
  wholeRough: number;
  retailAvg: number;
}

const EXPECTED_COLUMNS = ['year', 'make', 'model', 'trim', 'whole_clean', 'whole_avg', 'whole_rough', 'retail_avg'];

const key = (...parts: (string | number)[]) => parts.map((part) => canonicalName(String(part))).join('|');
const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/** The table indexed for lookups and the year → make → model → trim pickers. */
export class ValuationTable {
  readonly edition: number;
  private readonly rowsByModel = new Map<string, TableRow[]>();
  private readonly makesByYear = new Map<number, Map<string, string>>();
  private readonly modelsByYearMake = new Map<string, Map<string, string>>();

  constructor(file: ValuationTableFile) {
    if (EXPECTED_COLUMNS.some((column, index) => file.columns[index] !== column))
      throw new Error(`valuation.json columns should be ${EXPECTED_COLUMNS.join(', ')}`);
    this.edition = file.edition;
    for (const [year, make, model, trim, wholeClean, wholeAvg, wholeRough, retailAvg] of file.rows) {
      const row: TableRow = { year, make, model, trim, wholeClean, wholeAvg, wholeRough, retailAvg };
      const modelKey = key(year, make, model);
      const list = this.rowsByModel.get(modelKey) ?? [];
      list.push(row);
      this.rowsByModel.set(modelKey, list);
      const makes = this.makesByYear.get(year) ?? new Map<string, string>();
      makes.set(canonicalName(make), make);
      this.makesByYear.set(year, makes);
      const models = this.modelsByYearMake.get(key(year, make)) ?? new Map<string, string>();
      models.set(canonicalName(model), model);
      this.modelsByYearMake.set(key(year, make), models);
    }
  }

  /** Every trim row of a year/make/model (names compared ignoring case, spaces and punctuation). */
  rows(year: number, make: string, model: string): readonly TableRow[] {
    return this.rowsByModel.get(key(year, make, model)) ?? [];
  }

  years(): number[] {
    return [...this.makesByYear.keys()].sort((a, b) => b - a);
  }

  makes(year: number): string[] {
    return [...(this.makesByYear.get(year)?.values() ?? [])].sort(byName);
  }

  models(year: number, make: string): string[] {
    return [...(this.modelsByYearMake.get(key(year, make))?.values() ?? [])].sort(byName);
  }

  /** Trims in the table's order (base trim first). */
  trims(year: number, make: string, model: string): string[] {
    return this.rows(year, make, model).map((row) => row.trim);
  }
}
