/**
 * Licence plates the embedded plate adapter resolves (plate + state → vehicle). A real plate-to-VIN service is a
 * paid integration; these seeded plates exercise the flow, including the e2e vehicles (a clean 2019 sedan,
 * a 2014 car with profit sharing, a Wrangler). Written to `seed/dist/plates.json`.
 */
import { CATALOG } from '../content/vehicle-catalog';
import { buildVin } from '../vin';

export interface SeededPlate {
  plate: string;
  state: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  vin: string;
}

const PLATES: Omit<SeededPlate, 'vin'>[] = [
  { plate: 'SELL019', state: 'TX', year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' },
  { plate: 'TRADE14', state: 'TX', year: 2014, make: 'Honda', model: 'Accord', trim: 'LX' },
  { plate: 'JEEP4X4', state: 'TX', year: 2018, make: 'Jeep', model: 'Wrangler', trim: 'Sahara' },
  { plate: 'BMW330I', state: 'TX', year: 2020, make: 'BMW', model: '3 Series', trim: '330i' },
  { plate: 'RAV4XLE', state: 'OK', year: 2021, make: 'Toyota', model: 'RAV4', trim: 'XLE' },
  { plate: 'CIVIC16', state: 'OK', year: 2016, make: 'Honda', model: 'Civic', trim: 'EX' },
  { plate: 'OLDF150', state: 'TX', year: 2009, make: 'Ford', model: 'F-150', trim: 'XLT' },
  { plate: 'VETTE21', state: 'IL', year: 2021, make: 'Chevrolet', model: 'Corvette', trim: 'Stingray 1LT' },
];

export function buildPlates(): SeededPlate[] {
  return PLATES.map((entry, index) => {
    const spec = CATALOG.find((item) => item.make === entry.make && item.model === entry.model);
    if (!spec || !spec.trims.includes(entry.trim)) throw new Error(`Plate ${entry.plate}: unknown vehicle`);
    return { ...entry, vin: buildVin(spec.wmi, `${spec.vds}A1`, entry.year, 'P', 500_001 + index) };
  });
}
