import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedDistDir } from '@/content/embedded/seed-location';
import { createEmbeddedValuationAdapter } from './embedded-adapter';
import { ValuationTable, type ValuationTableFile } from './embedded-table';
import { createLicensedBookAdapter, licensedBookConfigFromEnv } from './licensed-book-adapter';
import type { ValuationAdapter, VehiclePicker } from './types';

/**
 * The valuation facade: `getValuationAdapter()` prices a vehicle, `getVehiclePicker()` feeds the year → make →
 * model → trim pickers. Embedded table (seed/dist/valuation.json) unless VALUATION_PROVIDER selects a licensed book.
 */

export { cannotPriceMessage, createEmbeddedValuationAdapter, EMBEDDED_SOURCE } from './embedded-adapter';
export { ValuationTable, type TableRow, type ValuationTableFile } from './embedded-table';
export {
  createLicensedBookAdapter,
  licensedBookConfigFromEnv,
  missingLicenceSettings,
  type LicensedBookConfig,
} from './licensed-book-adapter';
export { expectedMileage, mileageAdjustment } from './mileage-adjustment';
export * from './types';

export const VALUATION_TABLE_FILE = 'valuation.json';

let adapter: (ValuationAdapter & VehiclePicker) | undefined;

export function loadValuationTable(dir = seedDistDir()): ValuationTable {
  const file = path.join(dir, VALUATION_TABLE_FILE);
  return new ValuationTable(JSON.parse(readFileSync(file, 'utf8')) as ValuationTableFile);
}

function selected(): ValuationAdapter & VehiclePicker {
  if (!adapter) {
    const licensed = licensedBookConfigFromEnv();
    adapter = licensed ? createLicensedBookAdapter(licensed) : createEmbeddedValuationAdapter(loadValuationTable());
  }
  return adapter;
}

export const getValuationAdapter = (): ValuationAdapter => selected();
export const getVehiclePicker = (): VehiclePicker => selected();
