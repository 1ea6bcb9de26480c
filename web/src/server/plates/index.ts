import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedDistDir } from '@/content/embedded/seed-location';
import { createEmbeddedPlateAdapter, type PlatesFile } from './embedded-adapter';
import type { PlateAdapter } from './types';

/**
 * Licence plate lookup facade. Embedded: the seeded plates in seed/dist/plates.json. A production plate-to-VIN
 * service (a paid registration-data API) plugs in behind `PlateAdapter` the same way as the valuation book.
 */
export { createEmbeddedPlateAdapter, unknownPlateMessage, type PlatesFile } from './embedded-adapter';
export {
  normalisePlate,
  normaliseState,
  PLATE_MESSAGE,
  PLATE_STATES,
  plateFieldErrors,
  STATE_MESSAGE,
} from './plate-format';
export * from './types';

export const PLATES_FILE = 'plates.json';

let adapter: PlateAdapter | undefined;

export function loadPlates(dir = seedDistDir()): PlatesFile {
  return JSON.parse(readFileSync(path.join(dir, PLATES_FILE), 'utf8')) as PlatesFile;
}

export function getPlateAdapter(): PlateAdapter {
  adapter ??= createEmbeddedPlateAdapter(loadPlates());
  return adapter;
}
