import { carJsonLd } from '@/lib/inventory/structured-data';
import type { VehiclePageData } from '@/server/inventory/vehicle-page';
import { JsonLd } from '../articles/json-ld';

/** The vehicle as schema.org Car (with its Offer unless the vehicle is private) and its seller. */
export function VehicleJsonLd({
  vehicle,
  path,
  origin,
  price,
  imageUrls,
}: {
  vehicle: VehiclePageData['vehicle'];
  path: string;
  origin: string;
  price: number | null;
  imageUrls: string[];
}) {
  const store = vehicle.store;
  return (
    <JsonLd
      data={carJsonLd({
        url: path,
        origin,
        vin: vehicle.vin ?? '',
        condition: vehicle.condition,
        year: vehicle.year,
        make: vehicle.make,
        model: vehicle.model,
        trim: vehicle.trim,
        price,
        mileage: vehicle.mileage,
        exteriorColor: vehicle.exteriorColor,
        interiorColor: vehicle.interiorColor,
        transmission: vehicle.transmission,
        drivetrain: vehicle.drivetrain,
        fuelType: vehicle.fuelType,
        bodyStyle: vehicle.bodyStyle?.name ?? null,
        doors: vehicle.doors,
        description: vehicle.description,
        imageUrls,
        showOffer: !vehicle.isPrivate,
        seller: store
          ? {
              name: store.name,
              addressLine1: store.addressLine1,
              city: store.city,
              stateShort: store.stateShort,
              zip: store.zip,
              phone: store.phone,
            }
          : null,
      })}
    />
  );
}
