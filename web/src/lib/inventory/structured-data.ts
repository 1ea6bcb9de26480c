/** JSON-LD for a vehicle page: schema.org `Car` with an `Offer` (price, currency, condition, seller). Pure. */

export interface CarJsonLdInput {
  url: string;
  origin: string;
  vin: string;
  condition: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  price: number | null;
  mileage: number | null;
  exteriorColor: string | null;
  interiorColor: string | null;
  transmission: string | null;
  drivetrain: string | null;
  fuelType: string | null;
  bodyStyle: string | null;
  doors: number | null;
  description: string | null;
  imageUrls: string[];
  /** Private vehicles publish no price. */
  showOffer: boolean;
  seller: {
    name: string | null;
    addressLine1: string | null;
    city: string | null;
    stateShort: string | null;
    zip: string | null;
    phone: string | null;
  } | null;
}

type JsonLd = Record<string, unknown>;

const compact = (value: JsonLd): JsonLd =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== null && item !== ''));

const absolute = (url: string, origin: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

const DRIVE: Record<string, string> = {
  FWD: 'https://schema.org/FrontWheelDriveConfiguration',
  RWD: 'https://schema.org/RearWheelDriveConfiguration',
  AWD: 'https://schema.org/AllWheelDriveConfiguration',
  '4WD': 'https://schema.org/FourWheelDriveConfiguration',
};

export function carJsonLd(input: CarJsonLdInput): JsonLd {
  const itemCondition =
    input.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';
  const name = [input.year, input.make, input.model, input.trim].filter(Boolean).join(' ');
  const url = absolute(input.url, input.origin);
  const seller = input.seller
    ? compact({
        '@type': 'AutoDealer',
        name: input.seller.name,
        telephone: input.seller.phone,
        address: compact({
          '@type': 'PostalAddress',
          streetAddress: input.seller.addressLine1,
          addressLocality: input.seller.city,
          addressRegion: input.seller.stateShort,
          postalCode: input.seller.zip,
          addressCountry: 'US',
        }),
      })
    : undefined;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name,
    url,
    description: input.description,
    vehicleIdentificationNumber: input.vin,
    brand: input.make ? { '@type': 'Brand', name: input.make } : undefined,
    manufacturer: input.make ? { '@type': 'Organization', name: input.make } : undefined,
    model: input.model,
    vehicleConfiguration: input.trim,
    vehicleModelDate: input.year ? String(input.year) : undefined,
    bodyType: input.bodyStyle,
    color: input.exteriorColor,
    vehicleInteriorColor: input.interiorColor,
    vehicleTransmission: input.transmission,
    driveWheelConfiguration: input.drivetrain ? (DRIVE[input.drivetrain] ?? input.drivetrain) : undefined,
    fuelType: input.fuelType,
    numberOfDoors: input.doors,
    itemCondition,
    mileageFromOdometer:
      input.mileage != null ? { '@type': 'QuantitativeValue', value: input.mileage, unitCode: 'SMI' } : undefined,
    image: input.imageUrls.length > 0 ? input.imageUrls.map((image) => absolute(image, input.origin)) : undefined,
    offers:
      input.showOffer && input.price != null
        ? compact({
            '@type': 'Offer',
            url,
            price: input.price,
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            itemCondition,
            seller,
          })
        : undefined,
  });
}
