import {
  openingHoursSpecification,
  serializeJsonLd,
  storeJsonLd,
  storesJsonLd,
  type StoreStructuredDataInput,
} from './structured-data';

const week = (open: string, close: string) =>
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) =>
    day === 'sunday' ? { day, closed: true } : { day, closed: false, open, close },
  );

const store: StoreStructuredDataInput = {
  name: 'Naperville Auto',
  addressLine1: '100 Ogden Ave',
  city: 'Naperville',
  stateShort: 'IL',
  zip: '60540',
  phone: '(630) 555-0100',
  servicePhone: '(630) 555-0199',
  salesHours: week('09:00', '18:00'),
  workingHours: week('07:30', '17:00'),
  ratings: { google: { rating: 4.8, count: 180 } },
  map: { latitude: 41.77, longitude: -88.15 },
  site: { url: 'https://naperville.example', image: { asset: { url: '/media/hero.svg' } } },
};

describe('storeJsonLd', () => {
  it('describes the store as an AutoDealer with address, geo, phone, hours and rating', () => {
    const data = storeJsonLd({ ...store, hasServiceDepartment: false });
    expect(data).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Naperville Auto',
      telephone: '(630) 555-0100',
      address: { '@type': 'PostalAddress', addressLocality: 'Naperville', addressRegion: 'IL', postalCode: '60540' },
      geo: { latitude: 41.77, longitude: -88.15 },
      aggregateRating: { ratingValue: 4.8, reviewCount: 180 },
      image: 'https://naperville.example/media/hero.svg',
    });
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:00',
        closes: '18:00',
      },
    ]);
  });

  it.each([
    [true, ['AutoRepair', 'AutoPartsStore']],
    [false, undefined],
    [null, undefined],
  ])('service department %s → departments %j', (hasServiceDepartment, expected) => {
    const data = storeJsonLd({ ...store, hasServiceDepartment });
    const departments = data.department as
      { '@type': string; telephone: string; openingHoursSpecification: unknown[] }[] | undefined;
    expect(departments?.map((entry) => entry['@type'])).toEqual(expected);
    if (departments) {
      expect(departments[0]?.telephone).toBe('(630) 555-0199');
      expect(departments[0]?.openingHoursSpecification[0]).toEqual({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '07:30',
        closes: '17:00',
      });
    }
  });

  it('leaves out what the store does not have', () => {
    const data = storeJsonLd({ name: 'Bare' });
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'address', 'name', 'openingHoursSpecification']);
  });
});

describe('openingHoursSpecification', () => {
  it.each([
    [{ day: 'sunday', closed: true }, 0],
    [{ day: 'monday', closed: false, open: '09:00', close: '18:00' }, 1],
    [{ day: 'funday', closed: false, open: '09:00', close: '18:00' }, 0],
    [{ day: 'monday', closed: false, open: '09:00' }, 0],
  ])('%j → %d entries', (entry, count) => {
    expect(openingHoursSpecification([entry])).toHaveLength(count);
  });

  const day = (name: string, open: string, close: string) => ({ day: name, closed: false, open, close });
  it.each([
    [
      'days with the same time share one entry, in the order the days come',
      [day('monday', '09:00', '18:00'), day('thursday', '09:00', '19:00'), day('friday', '09:00', '18:00')],
      [
        { dayOfWeek: ['Monday', 'Friday'], opens: '09:00', closes: '18:00' },
        { dayOfWeek: 'Thursday', opens: '09:00', closes: '19:00' },
      ],
    ],
    [
      'a day listed twice counts once',
      [day('monday', '09:00', '18:00'), day('monday', '09:00', '18:00')],
      [{ dayOfWeek: 'Monday', opens: '09:00', closes: '18:00' }],
    ],
    [
      'a closed day between open ones is left out',
      [day('friday', '10:00', '17:00'), { day: 'saturday', closed: true }, day('sunday', '10:00', '17:00')],
      [{ dayOfWeek: ['Friday', 'Sunday'], opens: '10:00', closes: '17:00' }],
    ],
  ])('%s', (_name, hours, expected) => {
    expect(openingHoursSpecification(hours)).toEqual(
      expected.map((entry) => ({ '@type': 'OpeningHoursSpecification', ...entry })),
    );
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so a value cannot end the script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
    expect(JSON.parse(serializeJsonLd({ name: '</script>' }))).toEqual({ name: '</script>' });
  });
});

describe('storesJsonLd', () => {
  const other: StoreStructuredDataInput = { ...store, name: 'Elgin Auto', hasServiceDepartment: true };

  test.each<[string, StoreStructuredDataInput[]]>([
    ['no stores: an empty graph', []],
    ['one store', [store]],
    ['several stores, in order', [store, other]],
  ])('%s: one @context, each store the same node as on its own', (_name, stores) => {
    const data = storesJsonLd(stores);
    expect(Object.keys(data)).toEqual(['@context', '@graph']);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph']).toEqual(
      stores.map((item) => {
        const { '@context': context, ...node } = storeJsonLd(item);
        expect(context).toBe('https://schema.org');
        return node;
      }),
    );
    expect(serializeJsonLd(data).match(/@context/g)).toHaveLength(1);
  });
});
