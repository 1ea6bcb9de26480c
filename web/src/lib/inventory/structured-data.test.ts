import { carJsonLd, type CarJsonLdInput } from './structured-data';

const input: CarJsonLdInput = {
  url: '/used-cars-for-sale/2021-honda-civic-hatchback-19XFL4KJ0MF498819',
  origin: 'https://cars.example.com',
  vin: '19XFL4KJ0MF498819',
  condition: 'used',
  year: 2021,
  make: 'Honda',
  model: 'Civic Hatchback',
  trim: 'Sport',
  price: 17695,
  mileage: 55724,
  exteriorColor: 'Obsidian Black Metallic',
  interiorColor: 'Ebony Leatherette',
  transmission: 'CVT Automatic',
  drivetrain: 'FWD',
  fuelType: 'Gasoline',
  bodyStyle: 'Hatchbacks',
  doors: 4,
  description: null,
  imageUrls: ['/media/a.svg', 'https://cdn.sanity.io/b.jpg'],
  showOffer: true,
  seller: { name: 'Aurora', addressLine1: '1 Main St', city: 'Aurora', stateShort: 'IL', zip: '60505', phone: null },
};

describe('Car JSON-LD', () => {
  const data = carJsonLd(input);

  test.each([
    ['@type', 'Car'],
    ['vehicleIdentificationNumber', '19XFL4KJ0MF498819'],
    ['vehicleModelDate', '2021'],
    ['itemCondition', 'https://schema.org/UsedCondition'],
    ['driveWheelConfiguration', 'https://schema.org/FrontWheelDriveConfiguration'],
    ['url', 'https://cars.example.com/used-cars-for-sale/2021-honda-civic-hatchback-19XFL4KJ0MF498819'],
  ])('%s', (key, value) => {
    expect(data[key]).toBe(value);
  });

  it('has an Offer with price, currency and seller', () => {
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: 17695,
      priceCurrency: 'USD',
      seller: { '@type': 'AutoDealer', name: 'Aurora', address: { postalCode: '60505' } },
    });
    expect(data).not.toHaveProperty('description');
  });

  it('makes image URLs absolute', () => {
    expect(data.image).toEqual(['https://cars.example.com/media/a.svg', 'https://cdn.sanity.io/b.jpg']);
  });

  test.each([
    [{ showOffer: false }, false],
    [{ price: null }, false],
    [{ condition: 'new' }, true],
  ])('%j → offer %s', (change, hasOffer) => {
    expect('offers' in carJsonLd({ ...input, ...change })).toBe(hasOffer);
  });
});
