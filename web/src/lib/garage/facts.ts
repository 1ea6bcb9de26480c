/**
 * What the garage API and /compare answer about cars and searches (docs/garage.md#the-apis): plain facts, the same
 * for every visitor. A private car's price is never here (its `privateId` lets an unlocked visitor's browser ask
 * the private-prices API, as search cards do).
 */

export interface GarageImage {
  url: string;
  width: number;
  height: number;
}

export interface GarageStore {
  storeId: string;
  name: string;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface GarageVehicle {
  vin: string;
  title: string;
  href: string;
  condition: string | null;
  year: number;
  trim: string | null;
  price: number | null;
  oldPrice: number | null;
  privateId: string | null;
  mileage: number | null;
  bodyStyle: string | null;
  bodyStyleValue: string | null;
  drivetrain: string | null;
  fuelType: string | null;
  fuelSlug: string | null;
  transmission: string | null;
  engine: string | null;
  exteriorColor: string | null;
  interiorColor: string | null;
  keyFeatures: string[];
  image: GarageImage | null;
  store: GarageStore | null;
}

export type GarageSimilarCar = Pick<GarageVehicle, 'vin' | 'title' | 'href' | 'price' | 'image'>;

export type GarageCar =
  | { status: 'inStock'; vin: string; vehicle: GarageVehicle }
  | {
      status: 'sold';
      vin: string;
      title: string;
      trim: string | null;
      lastPrice: number | null;
      similar: GarageSimilarCar[];
      searchHref: string;
    }
  /** Neither in stock nor in the catalogue's sold records (an old or mistyped VIN). */
  | { status: 'unknown'; vin: string };

export interface GarageSearch {
  href: string;
  /** Cars the search page lists now (for a visitor who has not unlocked the private inventory). */
  count: number;
  /** Their VINs, newest arrivals first (at most MAX_SEEN_VINS). */
  vins: string[];
}

export interface GarageAnswer {
  cars: GarageCar[];
  searches: GarageSearch[];
}

export interface CompareAnswer {
  vehicles: GarageVehicle[];
  /** Well-formed VINs asked for that are not in stock (sold or unknown). */
  missing: string[];
  /** Well-formed VINs past the first three. */
  dropped: string[];
  /** Entries that are not VINs. */
  invalid: string[];
}
