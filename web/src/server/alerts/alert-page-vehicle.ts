import 'server-only';

import { findAlertCar } from './alert-inventory';

/** The followed car's name and page for an alert page, while the car is listed (null for a saved search). */
export async function alertPageVehicle(vin: string | null): Promise<{ title: string; path: string } | null> {
  if (!vin) return null;
  const car = await findAlertCar(vin);
  return car ? { title: car.title, path: car.path } : null;
}
