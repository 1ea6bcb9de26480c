import 'server-only';
import { normalisePlate, normaliseState, plateFieldErrors } from './plate-format';
import type { PlateAdapter, PlateQuery, PlateResult, PlateVehicle } from './types';

/** `seed/dist/plates.json` as written by seed/src/valuation/plates.ts. */
export interface PlatesFile {
  plates: readonly (PlateVehicle & { plate: string; state: string })[];
}

export function unknownPlateMessage(plate: string, state: string): string {
  return (
    `We couldn't find plate ${plate} (${state}). Check the plate and state, or enter the VIN or the year, make ` +
    'and model instead.'
  );
}

/** Resolves only the seeded plates; any other plate gets a clear "unknown" answer (never a guessed vehicle). */
export function createEmbeddedPlateAdapter(file: PlatesFile): PlateAdapter {
  const byKey = new Map(
    file.plates.map((entry) => [`${normaliseState(entry.state)}|${normalisePlate(entry.plate)}`, entry]),
  );
  return {
    name: 'embedded',
    async lookup(query: PlateQuery): Promise<PlateResult> {
      const fieldErrors = plateFieldErrors(query.plate, query.state);
      if (Object.keys(fieldErrors).length > 0) return { status: 'invalid', fieldErrors };
      const plate = normalisePlate(query.plate);
      const state = normaliseState(query.state);
      const entry = byKey.get(`${state}|${plate}`);
      if (!entry) return { status: 'unknown', message: unknownPlateMessage(plate, state) };
      const { year, make, model, trim, vin } = entry;
      return { status: 'found', plate, state, vehicle: { year, make, model, trim: trim ?? null, vin } };
    },
  };
}
