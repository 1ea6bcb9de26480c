import { colorFamily } from './colors';
import { namesMatching, shapeFacets, type FacetRow } from './facets';

const row = (partial: Partial<FacetRow>): FacetRow => ({
  make: null,
  model: null,
  bodyStyle: null,
  exteriorColor: null,
  drivetrain: null,
  fuelType: null,
  storeId: null,
  condition: null,
  ...partial,
});

describe('colour families', () => {
  test.each([
    ['Obsidian Black Metallic', 'black'],
    ['Midnight Blue Pearl', 'blue'],
    ['Pearl White Tricoat', 'white'],
    ['Carbonized Gray', 'gray'],
    ['Copper Pearl', 'brown'],
    ['Sterling Silver', 'silver'],
    ['Sarge Green', 'green'],
    ['Mystery', 'other'],
    [null, 'other'],
  ])('%s → %s', (name, family) => {
    expect(colorFamily(name)).toBe(family);
  });
});

describe('facets', () => {
  const rows = [
    row({
      make: 'Land Rover',
      model: 'Defender',
      exteriorColor: 'Jet Black',
      condition: 'used',
      bodyStyle: 'suvs',
      storeId: 'aurora',
    }),
    row({
      make: 'Ford',
      model: 'F-150',
      exteriorColor: 'Midnight Black',
      condition: 'used',
      bodyStyle: 'trucks',
      storeId: 'aurora',
    }),
    row({
      make: 'Ford',
      model: 'Escape',
      exteriorColor: 'Atlas Blue',
      condition: 'new',
      bodyStyle: 'suvs',
      storeId: 'elgin',
      drivetrain: '4WD',
      fuelType: 'Plug-in Hybrid',
    }),
  ];
  const facets = shapeFacets(rows, { bodyStyles: { suvs: 'SUVs', trucks: 'Trucks' }, stores: { aurora: 'Aurora' } });

  test.each([
    [
      'make',
      [
        { value: 'ford', label: 'Ford', count: 2 },
        { value: 'land-rover', label: 'Land Rover', count: 1 },
      ],
    ],
    [
      'color',
      [
        { value: 'black', label: 'Black', count: 2 },
        { value: 'blue', label: 'Blue', count: 1 },
      ],
    ],
    [
      'bodyStyle',
      [
        { value: 'suvs', label: 'SUVs', count: 2 },
        { value: 'trucks', label: 'Trucks', count: 1 },
      ],
    ],
    [
      'condition',
      [
        { value: 'used', label: 'Used', count: 2 },
        { value: 'new', label: 'New', count: 1 },
      ],
    ],
    [
      'store',
      [
        { value: 'aurora', label: 'Aurora', count: 2 },
        { value: 'elgin', label: 'elgin', count: 1 },
      ],
    ],
    ['drivetrain', [{ value: '4wd', label: '4WD', count: 1 }]],
    ['fuel', [{ value: 'plug-in-hybrid', label: 'Plug-in Hybrid', count: 1 }]],
  ] as const)('%s', (key, expected) => {
    expect(facets[key]).toEqual(expected);
  });

  test.each([
    [['Land Rover', 'Ford', null], 'land-rover', 'slug', ['Land Rover']],
    [['Mercedes-Benz', 'BMW'], 'mercedes-benz', 'slug', ['Mercedes-Benz']],
    [['Jet Black', 'Midnight Black', 'Atlas Blue'], 'black', 'color', ['Jet Black', 'Midnight Black']],
    [['Ford'], 'tesla', 'slug', []],
  ] as const)('names in %j matching %s', (names, value, kind, expected) => {
    expect(namesMatching(names, value, kind)).toEqual(expected);
  });
});
