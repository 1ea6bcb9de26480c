import { FEED_COLUMNS, feedRows, renderFeedTsv, renderFeedXml, type FeedVehicle } from './google-feed';

const vehicle: FeedVehicle = {
  vin: '19XFL4KJ0MF498819',
  condition: 'certified',
  year: 2021,
  make: 'Honda',
  model: 'Civic Hatchback',
  trim: 'Sport',
  price: 17695,
  mileage: 55724,
  exteriorColor: 'Obsidian Black Metallic',
  bodyStyle: 'Hatchbacks',
  imageUrl: '/media/car.svg',
  store: {
    storeId: 'aurora',
    name: 'Aurora Motors',
    addressLine1: '1 Main St',
    city: 'Aurora',
    stateShort: 'IL',
    zip: '60505',
  },
};

describe('Google Vehicle Listings feed', () => {
  const [row] = feedRows([vehicle], 'https://cars.example.com');

  test.each([
    ['vin', '19XFL4KJ0MF498819'],
    ['store_code', 'aurora'],
    ['dealership_name', 'Aurora Motors'],
    ['dealership_address', '1 Main St, Aurora, IL, 60505, US'],
    ['price', '17695.00 USD'],
    ['condition', 'used'],
    ['make', 'Honda'],
    ['model', 'Civic Hatchback'],
    ['year', '2021'],
    ['trim', 'Sport'],
    ['mileage', '55724 miles'],
    ['image_link', 'https://cars.example.com/media/car.svg'],
    ['link', 'https://cars.example.com/certified-cars-for-sale/2021-honda-civic-hatchback-19XFL4KJ0MF498819'],
  ] as const)('%s = %s', (column, value) => {
    expect(row?.[column]).toBe(value);
  });

  test.each<[string, Partial<FeedVehicle>]>([
    ['no price', { price: null }],
    ['no photo', { imageUrl: null }],
    ['no store', { store: null }],
    ['no VIN', { vin: null }],
  ])('leaves out a vehicle with %s', (_label, change) => {
    expect(feedRows([{ ...vehicle, ...change }], 'https://x.test')).toEqual([]);
  });

  it('TSV: a header row, then one tab-separated row per vehicle', () => {
    const lines = renderFeedTsv(feedRows([vehicle, { ...vehicle, trim: 'Tab\there' }], 'https://x.test'))
      .trimEnd()
      .split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]?.split('\t')).toEqual([...FEED_COLUMNS]);
    expect(lines[2]?.split('\t')).toHaveLength(FEED_COLUMNS.length);
  });

  it('XML: RSS 2.0 items in the g: namespace, escaped', () => {
    const xml = renderFeedXml(feedRows([{ ...vehicle, trim: 'R&D <Edition>' }], 'https://x.test'), {
      title: 'Cars & Co',
      link: 'https://x.test',
    });
    expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    expect(xml).toContain('<g:vin>19XFL4KJ0MF498819</g:vin>');
    expect(xml).toContain('<g:trim>R&amp;D &lt;Edition&gt;</g:trim>');
    expect(xml).toContain('<title>Cars &amp; Co</title>');
  });
});
