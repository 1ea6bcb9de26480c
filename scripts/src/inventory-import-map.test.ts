import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
  CsvHeaderError,
  formatRowError,
  mapHeader,
  mapInventoryCsv,
  parseAmount,
  parseBodyStyle,
  parseCondition,
  parseDate,
  parseYesNo,
} from './inventory-import-map';

const OPTIONS = { storeIds: ['aurora', 'joliet'], today: '2026-11-24' };
const FIXTURE = readFileSync(path.join(__dirname, '..', 'fixtures', 'dms-inventory.csv'), 'utf8');
const HEADER = 'VIN,Year,Make,Model,Body,Mileage,Price,Store,Condition';

describe('cell parsers', () => {
  test.each([
    ['New', 'new'],
    ['U', 'used'],
    ['Pre-Owned', 'used'],
    ['CPO', 'certified'],
    ['Certified Pre-Owned', 'certified'],
    ['', 'used'],
    ['Demo', null],
  ])('condition %p → %p', (value, expected) => {
    expect(parseCondition(value)).toBe(expected);
  });

  test.each([
    ['SUV', 'suvs'],
    ['Sport Utility', 'suvs'],
    ['Crew Cab Pickup', 'trucks'],
    ['4dr Sedan', 'sedans'],
    ['Hatchback', 'hatchbacks'],
    ['Cargo Van', 'commercial'],
    ['Minivan', 'minivans'],
    ['Convertible', 'convertibles'],
    ['2dr Coupe', 'coupes'],
    ['Wagon', 'wagons'],
    ['coupes', 'coupes'],
    ['Spaceship', null],
    ['', null],
  ])('body style %p → %p', (value, expected) => {
    expect(parseBodyStyle(value)).toBe(expected);
  });

  test.each<[string, number | undefined]>([
    ['$24,995.00', 24995],
    [' 41250 ', 41250],
    ['', undefined],
    ['abc', Number.NaN],
    ['-5', Number.NaN],
  ])('amount %p → %p', (value, expected) => {
    expect(parseAmount(value)).toBe(expected);
  });

  test.each([
    ['2026-11-02', '2026-11-02'],
    ['11/02/2026', '2026-11-02'],
    ['1/2/26', '2026-01-02'],
    ['02/30/2026', null],
    ['yesterday', null],
  ])('date %p → %p', (value, expected) => {
    expect(parseDate(value)).toBe(expected);
  });

  test.each([
    ['Y', true],
    ['yes', true],
    ['', false],
    ['No', false],
    ['maybe', null],
  ])('yes/no %p → %p', (value, expected) => {
    expect(parseYesNo(value)).toBe(expected);
  });
});

describe('mapHeader', () => {
  test('matches aliases ignoring case and punctuation, reports unknown columns', () => {
    const { index, ignored } = mapHeader([
      'Stock #',
      'VIN',
      'Model Year',
      'MAKE',
      'model',
      'Body Type',
      'Internet Price',
      'Lot',
    ]);
    expect(index).toMatchObject({ stockNumber: 0, vin: 1, year: 2, make: 3, model: 4, bodyStyle: 5, price: 6 });
    expect(ignored).toEqual(['Lot']);
  });

  test.each([
    ['missing required columns', ['VIN', 'Year', 'Make'], /Missing required column\(s\): model, price, bodyStyle/],
    [
      'a repeated column',
      ['VIN', 'Year', 'Make', 'Model', 'Price', 'Body', 'Selling Price'],
      /repeats the price column/,
    ],
  ])('fails on %s', (_name, header, message) => {
    expect(() => mapHeader(header)).toThrow(message);
  });

  test('an empty file', () => {
    expect(() => mapInventoryCsv('', OPTIONS)).toThrow(CsvHeaderError);
  });
});

describe('mapInventoryCsv: the example fixture', () => {
  const result = mapInventoryCsv(FIXTURE, OPTIONS);

  test('maps every available row, lists the sold one, no errors', () => {
    expect(result.errors).toEqual([]);
    expect(result.rows.map((row) => row.vehicle._id)).toEqual([
      'vehicle-1HGCV1F34LA012345',
      'vehicle-5J6RW2H85LL004567',
      'vehicle-1FTEW1EP5MFA23456',
      'vehicle-3VW7M7BU2RM012345',
    ]);
    expect(result.sold).toEqual([{ line: 6, vin: 'WBA53BJ09MWX12345' }]);
    expect(result.storeIds).toEqual(['aurora', 'joliet']);
    expect(result.ignoredColumns).toEqual([]);
  });

  test('a full row becomes the vehicle document', () => {
    const [accord] = result.rows;
    expect(accord?.photos).toEqual(['vehicle-sedans-white-front.svg', 'vehicle-sedans-white-side.svg']);
    expect(accord?.vehicle).toEqual({
      _id: 'vehicle-1HGCV1F34LA012345',
      _type: 'vehicle',
      vin: '1HGCV1F34LA012345',
      stockNumber: 'A1001',
      condition: 'used',
      year: 2020,
      make: 'Honda',
      model: 'Accord',
      trim: 'Sport',
      bodyStyle: { _type: 'reference', _ref: 'bodyStyle-sedans' },
      mileage: 41250,
      price: 23995,
      oldPrice: 24995,
      exteriorColor: 'Platinum White Pearl',
      interiorColor: 'Black',
      transmission: 'CVT Automatic',
      drivetrain: 'FWD',
      fuelType: 'Gasoline',
      engine: '1.5L Turbo 4-Cylinder',
      doors: 4,
      store: { _type: 'reference', _ref: 'store-aurora' },
      dateInStock: '2026-11-02',
      features: ['Apple CarPlay', 'Backup Camera', 'Heated Seats'],
      keyFeatures: ['Apple CarPlay', 'Heated Seats'],
      description: 'One owner, clean history, "like new" interior.',
      isPrivate: false,
      historyReportUrl: 'https://www.carfax.com/VehicleHistory/p/Report.cfx?vin=1HGCV1F34LA012345',
    });
  });

  test('a new car may leave mileage blank (0) and be private', () => {
    const jetta = result.rows.find((row) => row.vehicle.model === 'Jetta')?.vehicle;
    expect(jetta).toMatchObject({ condition: 'new', mileage: 0, msrp: 26125, isPrivate: true });
  });
});

describe('mapInventoryCsv: per-row errors', () => {
  const row = (cells: string) => mapInventoryCsv(`${HEADER}\n${cells}\n`, OPTIONS);

  test.each([
    [
      'a short VIN',
      '1HGCV1F34LA01,2020,Honda,Accord,Sedan,100,20000,aurora,Used',
      'A VIN has 17 characters (this one has 13)',
    ],
    [
      'a VIN with O',
      '1HGCV1F34LA0O2345,2020,Honda,Accord,Sedan,100,20000,aurora,Used',
      'A VIN uses digits and letters except I, O and Q',
    ],
    ['no year', '1HGCV1F34LA012345,,Honda,Accord,Sedan,100,20000,aurora,Used', 'year is required'],
    [
      'a future year',
      '1HGCV1F34LA012345,2031,Honda,Accord,Sedan,100,20000,aurora,Used',
      'year "2031" is not a model year between 1900 and 2027',
    ],
    ['no make', '1HGCV1F34LA012345,2020,,Accord,Sedan,100,20000,aurora,Used', 'make is required'],
    [
      'a bad price',
      '1HGCV1F34LA012345,2020,Honda,Accord,Sedan,100,call us,aurora,Used',
      'price "call us" is not an amount in dollars',
    ],
    ['no price', '1HGCV1F34LA012345,2020,Honda,Accord,Sedan,100,,aurora,Used', 'price is required'],
    [
      'used without mileage',
      '1HGCV1F34LA012345,2020,Honda,Accord,Sedan,,20000,aurora,Used',
      'mileage is required for used and certified vehicles',
    ],
    [
      'an unknown body style',
      '1HGCV1F34LA012345,2020,Honda,Accord,Blimp,100,20000,aurora,Used',
      'body style "Blimp" is not recognised',
    ],
    [
      'an unknown store',
      '1HGCV1F34LA012345,2020,Honda,Accord,Sedan,100,20000,naperville,Used',
      'store "naperville" is not one of: aurora, joliet',
    ],
    [
      'an unknown condition',
      '1HGCV1F34LA012345,2020,Honda,Accord,Sedan,100,20000,aurora,Demo',
      'condition "Demo" is not new, used or certified',
    ],
  ])('%s', (_name, cells, message) => {
    const result = row(cells);
    expect(result.rows).toEqual([]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.line).toBe(2);
    expect(result.errors[0]?.messages.join('; ')).toContain(message);
  });

  test('every problem of a row is reported together, and other rows still import', () => {
    const result = mapInventoryCsv(
      `${HEADER}\n1HGCV1F34LA012345,2020,Honda,Accord,Sedan,100,20000,aurora,Used\nBAD,,,,,,,,\n`,
      OPTIONS,
    );
    expect(result.rows).toHaveLength(1);
    expect(formatRowError(result.errors[0]!)).toBe(
      'line 3 (VIN BAD): A VIN has 17 characters (this one has 3); store is required (add a store column or pass --store); year is required; make is required; model is required; body style is required; price is required; mileage is required for used and certified vehicles',
    );
  });

  test('a repeated VIN is an error on its second line', () => {
    const line = '1HGCV1F34LA012345,2020,Honda,Accord,Sedan,100,20000,aurora,Used';
    const result = mapInventoryCsv(`${HEADER}\n${line}\n${line}\n`, OPTIONS);
    expect(result.rows).toHaveLength(1);
    expect(formatRowError(result.errors[0]!)).toBe(
      'line 3 (VIN 1HGCV1F34LA012345): VIN 1HGCV1F34LA012345 is also on line 2',
    );
  });

  test('the default store fills a file without a store column', () => {
    const result = mapInventoryCsv(
      'VIN,Year,Make,Model,Body,Mileage,Price\n1HGCV1F34LA012345,2020,Honda,Accord,Sedan,100,20000\n',
      { ...OPTIONS, defaultStoreId: 'joliet' },
    );
    expect(result.rows[0]?.vehicle.store._ref).toBe('store-joliet');
  });
});
