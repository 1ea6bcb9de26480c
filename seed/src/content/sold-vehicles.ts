/**
 * Cars that left the dealership's stock (`soldVehicle`): their old pages answer 410 Gone with similar cars. The
 * first few take the make, model and body style of cars still in stock (similar cars by make and model); the last
 * is a model no longer stocked (similar cars by body style and price band). Their VINs are the stocked car's with
 * another serial number, so no sold VIN is also in stock.
 */
import { dateFromReference } from '../dates';
import { docId, ref } from '../keys';
import type { SoldVehicleDoc, VehicleDoc } from '../types';
import { buildVin, vinCheckDigit } from '../vin';
import { bodyStyleDocId } from './vehicles';

/** How many sold cars copy a stocked car's make and model. */
const SOLD_LIKE_STOCKED = 3;

/** `vin` with a new six-digit serial and its check digit recomputed. */
function withSerial(vin: string, serial: number): string {
  const body = `${vin.slice(0, 11)}${String(serial).padStart(6, '0')}`;
  return `${body.slice(0, 8)}${vinCheckDigit(body)}${body.slice(9)}`;
}

export function buildSoldVehicles(vehicles: readonly VehicleDoc[]): SoldVehicleDoc[] {
  const stocked = new Set(vehicles.map((vehicle) => vehicle.vin));
  const seenModels = new Set<string>();
  const sold: SoldVehicleDoc[] = [];
  for (const vehicle of vehicles) {
    if (sold.length >= SOLD_LIKE_STOCKED) break;
    const model = `${vehicle.make}|${vehicle.model}`;
    if (vehicle.isPrivate || vehicle.condition !== 'used' || seenModels.has(model)) continue;
    seenModels.add(model);
    let serial = 1;
    let vin = withSerial(vehicle.vin, serial);
    while (stocked.has(vin)) vin = withSerial(vehicle.vin, (serial += 1));
    sold.push({
      _id: docId('soldVehicle', vin),
      _type: 'soldVehicle',
      vin,
      condition: vehicle.condition,
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      trim: vehicle.trim,
      bodyStyle: vehicle.bodyStyle,
      price: vehicle.price,
      soldDate: dateFromReference(-3 - sold.length),
    });
  }
  const retired = buildVin('1G2', 'ZG57N', 2009, 'L', 100_001);
  sold.push({
    _id: docId('soldVehicle', retired),
    _type: 'soldVehicle',
    vin: retired,
    condition: 'used',
    year: 2009,
    make: 'Pontiac',
    model: 'G6',
    trim: 'GT',
    bodyStyle: ref(bodyStyleDocId('sedans')),
    price: 12_995,
    soldDate: dateFromReference(-30),
  });
  return sold;
}
