/**
 * The embedded valuation table: base wholesale (clean/average/rough) and average retail values for every
 * year/make/model/trim the dealership catalog knows, 2008 to the table's edition year, plus makes and models the
 * sell flow must recognise but the dealership does not stock (Jaguar, Land Rover Defender). Written to
 * `seed/dist/valuation.json`; the web app's embedded valuation adapter reads it and applies the mileage adjustment.
 *
 * The numbers come from a deterministic depreciation model (documented below), not a licensed book. They stand in
 * for Black Book / J.D. Power until a licence is configured (see web/src/server/valuation/licensed-book-adapter.ts).
 */
import { CATALOG, type ModelSpec } from '../content/vehicle-catalog';

/** The model year the table is "as of": ages are counted from it, and it is the newest year listed. */
export const VALUATION_EDITION_YEAR = 2026;
export const VALUATION_FIRST_YEAR = 2008;

/** Real first model years for long-running nameplates the catalog only stocks from a later year. */
const FIRST_MODEL_YEAR: Record<string, number> = {
  'Toyota Camry': 2008,
  'Honda Accord': 2008,
  'Honda Civic': 2008,
  'Toyota Corolla': 2008,
  'Nissan Altima': 2008,
  'Hyundai Sonata': 2008,
  'Chevrolet Malibu': 2008,
  'Volkswagen Jetta': 2008,
  'BMW 3 Series': 2008,
  'Mercedes-Benz C-Class': 2008,
  'Audi A4': 2008,
  'Dodge Charger': 2008,
  'Toyota RAV4': 2008,
  'Honda CR-V': 2008,
  'Ford Explorer': 2008,
  'Chevrolet Equinox': 2008,
  'Chevrolet Tahoe': 2008,
  'Jeep Grand Cherokee': 2008,
  'Jeep Wrangler': 2008,
  'Subaru Forester': 2008,
  'Nissan Rogue': 2008,
  'Volkswagen Tiguan': 2009,
  'BMW X5': 2008,
  'Audi Q5': 2009,
  'Porsche Cayenne': 2008,
  'Land Rover Range Rover Sport': 2008,
  'Ford F-150': 2008,
  'Chevrolet Silverado 1500': 2008,
  'GMC Sierra 1500': 2008,
  'Ram 1500': 2011,
  'Toyota Tacoma': 2008,
  'Toyota Tundra': 2008,
  'Honda Odyssey': 2008,
  'Toyota Sienna': 2008,
  'Chevrolet Corvette': 2008,
  'Ford Mustang': 2008,
  'Chevrolet Camaro': 2010,
  'Dodge Challenger': 2008,
  'Porsche 911': 2008,
  'Subaru Outback': 2008,
  'Subaru Impreza': 2008,
  'Mazda CX-5': 2013,
  'Nissan Frontier': 2008,
  'Mercedes-Benz Sprinter': 2010,
};

type ValuationModel = Pick<ModelSpec, 'make' | 'model' | 'trims' | 'msrp' | 'years' | 'luxury' | 'strongResale'>;

/** Models the sell flow must know that the dealership catalog does not stock. */
const EXTRA_MODELS: ValuationModel[] = [
  {
    make: 'Jaguar',
    model: 'F-PACE',
    trims: ['P250 S', 'P400 R-Dynamic S'],
    msrp: 52_000,
    years: [2017, 2026],
    luxury: true,
  },
  {
    make: 'Jaguar',
    model: 'XF',
    trims: ['Premium', 'R-Sport', 'Portfolio'],
    msrp: 50_000,
    years: [2009, 2024],
    luxury: true,
  },
  {
    make: 'Land Rover',
    model: 'Defender',
    trims: ['90 S', '110 SE', '110 X'],
    msrp: 58_000,
    years: [2020, 2026],
    luxury: true,
  },
];

export const VALUATION_COLUMNS = [
  'year',
  'make',
  'model',
  'trim',
  'whole_clean',
  'whole_avg',
  'whole_rough',
  'retail_avg',
] as const;

export type ValuationRow = [
  year: number,
  make: string,
  model: string,
  trim: string,
  wholeClean: number,
  wholeAvg: number,
  wholeRough: number,
  retailAvg: number,
];

export interface ValuationTable {
  edition: number;
  description: string;
  columns: typeof VALUATION_COLUMNS;
  rows: ValuationRow[];
}

/** Share of the new price a vehicle keeps as average retail: age 0 keeps 92%, then first-year and yearly rates. */
function retention(spec: ValuationModel, age: number): number {
  if (age <= 0) return 0.92;
  const [first, yearly] =
    spec.luxury && !spec.strongResale ? [0.8, 0.88] : spec.strongResale ? [0.9, 0.94] : [0.85, 0.92];
  return first * yearly ** (age - 1);
}

const to25 = (value: number) => Math.round(value / 25) * 25;

/**
 * Base values for one row (at the year's expected mileage; the adapter adds or deducts for actual miles):
 * new price = catalog MSRP × (1 + 10% per trim step); retail average = new price × retention(age);
 * wholesale average = 80% of retail; clean = average × 1.07; rough = average × 0.86; all to the nearest $25.
 */
export function baseValues(spec: ValuationModel, trimIndex: number, year: number): [number, number, number, number] {
  const newPrice = spec.msrp * (1 + 0.1 * trimIndex);
  const retail = newPrice * retention(spec, VALUATION_EDITION_YEAR - year);
  const avg = retail * 0.8;
  return [to25(avg * 1.07), to25(avg), to25(avg * 0.86), to25(retail)];
}

function yearsFor(spec: ValuationModel): number[] {
  const first = Math.max(VALUATION_FIRST_YEAR, FIRST_MODEL_YEAR[`${spec.make} ${spec.model}`] ?? spec.years[0]);
  const last = Math.min(VALUATION_EDITION_YEAR, spec.years[1]);
  const years: number[] = [];
  for (let year = first; year <= last; year += 1) years.push(year);
  return years;
}

export function buildValuationTable(): ValuationTable {
  const rows: ValuationRow[] = [];
  for (const spec of [...CATALOG, ...EXTRA_MODELS]) {
    for (const year of yearsFor(spec)) {
      spec.trims.forEach((trim, trimIndex) => {
        rows.push([year, spec.make, spec.model, trim, ...baseValues(spec, trimIndex, year)]);
      });
    }
  }
  rows.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]) || a[2].localeCompare(b[2]) || 0);
  return {
    edition: VALUATION_EDITION_YEAR,
    description:
      'Embedded valuation table (seed). Base wholesale clean/avg/rough and retail average in whole US dollars at ' +
      'the expected mileage for the model year; the embedded adapter applies the mileage adjustment.',
    columns: VALUATION_COLUMNS,
    rows,
  };
}
