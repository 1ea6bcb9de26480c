import 'server-only';

export interface PlateQuery {
  plate: string;
  /** Two-letter US state or territory code. */
  state: string;
}

export interface PlateVehicle {
  year: number;
  make: string;
  model: string;
  trim: string | null;
  vin: string;
}

export type PlateResult =
  | { status: 'found'; plate: string; state: string; vehicle: PlateVehicle }
  | { status: 'unknown'; message: string }
  | { status: 'invalid'; fieldErrors: { plate?: string; state?: string } };

/** Licence plate → vehicle (a paid registration-data service in production). */
export interface PlateAdapter {
  readonly name: string;
  lookup(query: PlateQuery): Promise<PlateResult>;
}
