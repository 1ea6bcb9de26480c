/** The embedded valuation table and seeded licence plates, written next to the datasets in seed/dist. */
import { buildPlates } from './plates';
import { buildValuationTable } from './table';

export { buildPlates, type SeededPlate } from './plates';
export {
  baseValues,
  buildValuationTable,
  VALUATION_EDITION_YEAR,
  type ValuationRow,
  type ValuationTable,
} from './table';

export const VALUATION_FILE = 'valuation.json';
export const PLATES_FILE = 'plates.json';

/** File name → content, stable between runs. */
export function valuationFiles(): Record<string, string> {
  return {
    [VALUATION_FILE]: `${JSON.stringify(buildValuationTable())}\n`,
    [PLATES_FILE]: `${JSON.stringify({ plates: buildPlates() }, null, 2)}\n`,
  };
}
