import 'server-only';
import type { ValuationPrices } from '@/lib/pricing';

export type { ValuationPrices };

export interface ValuationQuery {
  year: number;
  make: string;
  model: string;
  trim?: string | null;
  mileage: number;
  zip?: string | null;
}

/** The vehicle as the valuation source names it (its spelling of make, model and trim). */
export interface ValuedVehicle {
  year: number;
  make: string;
  model: string;
  /** The trim priced: the one asked for, or the base (lowest-valued) trim when none was given or it was unknown. */
  trim: string;
  /** False when a trim was asked for but not found, so the base trim was priced instead. */
  trimMatched: boolean;
}

export type ValuationResult =
  | { status: 'priced'; vehicle: ValuedVehicle; prices: ValuationPrices; source: string }
  | { status: 'cannot-price'; message: string };

/** A valuation source (embedded table or a licensed book). */
export interface ValuationAdapter {
  readonly name: string;
  value(query: ValuationQuery): Promise<ValuationResult>;
}

/** Year → make → model → trim choices for the sell flow's pickers. */
export interface VehiclePicker {
  years(): Promise<number[]>;
  makes(year: number): Promise<string[]>;
  models(year: number, make: string): Promise<string[]>;
  trims(year: number, make: string, model: string): Promise<string[]>;
}

/** Thrown when a production source is selected but its licence settings are missing. */
export class ValuationNotConfiguredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValuationNotConfiguredError';
  }
}
