import { mapInventoryCsv, type MappedRow } from './inventory-import-map';
import { applyPlan, planImport, stableJson, type VehicleDocument } from './inventory-import-plan';

const OPTIONS = { storeIds: ['aurora', 'joliet'], today: '2026-11-24' };
const HEADER = 'VIN,Year,Make,Model,Body,Mileage,Price,Store,Status,Photos';
const ACCORD = '1HGCV1F34LA012345,2020,Honda,Accord,Sedan,100,20000,aurora,,';
const CRV = '5J6RW2H85LL004567,2020,Honda,CR-V,SUV,2000,27000,aurora,,a.svg';

const existingAccord: VehicleDocument = {
  _id: 'vehicle-1HGCV1F34LA012345',
  _type: 'vehicle',
  _rev: 'r1',
  vin: '1HGCV1F34LA012345',
  condition: 'used',
  year: 2020,
  make: 'Honda',
  model: 'Accord',
  bodyStyle: { _type: 'reference', _ref: 'bodyStyle-sedans' },
  mileage: 100,
  price: 20000,
  store: { _type: 'reference', _ref: 'store-aurora' },
  dateInStock: '2026-11-24',
  isPrivate: false,
  description: 'Kept from the CMS',
  images: [{ _key: 'old' }],
};
const otherStore: VehicleDocument = {
  _id: 'vehicle-ELGIN0000000000001',
  _type: 'vehicle',
  store: { _type: 'reference', _ref: 'store-elgin' },
};
const goneFromAurora: VehicleDocument = {
  _id: 'vehicle-AURORA00000000001',
  _type: 'vehicle',
  store: { _type: 'reference', _ref: 'store-aurora' },
};
const imagesFor = (row: MappedRow) =>
  row.photos.length > 0 ? row.photos.map((photo, index) => ({ _key: `photo-${index}`, file: photo })) : undefined;

function plan(csv: string, existing: VehicleDocument[], removeMissing = false) {
  return planImport({
    existing,
    mapped: mapInventoryCsv(csv, OPTIONS),
    removeMissing,
    imagesFor,
    soldOn: '2026-11-24',
  });
}

test('new rows are created with empty lists; photos become images', () => {
  const result = plan(`${HEADER}\n${CRV}\n`, []);
  expect(result).toMatchObject({ created: 1, updated: 0, unchanged: 0, removals: [] });
  expect(result.upserts[0]).toMatchObject({
    _id: 'vehicle-5J6RW2H85LL004567',
    features: [],
    keyFeatures: [],
    images: [{ _key: 'photo-0', file: 'a.svg' }],
  });
});

test('an unchanged row is not rewritten (idempotent), system fields ignored', () => {
  const result = plan(`${HEADER}\n${ACCORD}\n`, [existingAccord]);
  expect(result).toMatchObject({ created: 0, updated: 0, unchanged: 1, upserts: [] });
});

test('a changed row keeps the fields the CSV does not carry', () => {
  const result = plan(`${HEADER}\n${ACCORD.replace('20000', '19500')}\n`, [existingAccord]);
  expect(result.updated).toBe(1);
  expect(result.upserts[0]).toMatchObject({
    price: 19500,
    description: 'Kept from the CMS',
    images: [{ _key: 'old' }],
  });
  expect(result.upserts[0]).not.toHaveProperty('_rev');
});

test.each([
  [
    'sold rows are removed',
    `${HEADER}\n${ACCORD.replace(',aurora,,', ',aurora,Sold,')}\n`,
    false,
    ['vehicle-1HGCV1F34LA012345'],
  ],
  ['without removeMissing nothing else goes', `${HEADER}\n${CRV}\n`, false, []],
  [
    'with removeMissing, units of the same stores missing from the file go; other stores stay',
    `${HEADER}\n${CRV}\n`,
    true,
    ['vehicle-1HGCV1F34LA012345', 'vehicle-AURORA00000000001'],
  ],
])('%s', (_name, csv, removeMissing, removals) => {
  expect(plan(csv, [existingAccord, otherStore, goneFromAurora], removeMissing).removals).toEqual(removals);
});

test('applyPlan replaces in place, appends new documents, drops removals', () => {
  const before = [existingAccord, otherStore, goneFromAurora];
  const result = plan(`${HEADER}\n${ACCORD.replace('20000', '19500')}\n${CRV}\n`, before, true);
  const after = applyPlan(before, result);
  expect(after.map((doc) => doc._id)).toEqual([
    'vehicle-1HGCV1F34LA012345',
    'vehicle-ELGIN0000000000001',
    'vehicle-5J6RW2H85LL004567',
  ]);
  expect(after[0]?.price).toBe(19500);
});

test('a removed vehicle leaves a sold record (its old page answers 410), written with the import', () => {
  const before = [existingAccord, otherStore];
  const result = plan(`${HEADER}\n${ACCORD.replace(',aurora,,', ',aurora,Sold,')}\n`, before);
  expect(result.soldRecords).toEqual([
    {
      _id: 'soldVehicle-1HGCV1F34LA012345',
      _type: 'soldVehicle',
      vin: '1HGCV1F34LA012345',
      condition: 'used',
      year: 2020,
      make: 'Honda',
      model: 'Accord',
      bodyStyle: { _type: 'reference', _ref: 'bodyStyle-sedans' },
      price: 20000,
      soldDate: '2026-11-24',
    },
  ]);
  expect(applyPlan(before, result).map((doc) => doc._id)).toEqual([
    'vehicle-ELGIN0000000000001',
    'soldVehicle-1HGCV1F34LA012345',
  ]);
});

test('a removed vehicle without make or model leaves no record', () => {
  expect(plan(`${HEADER}\n${CRV}\n`, [goneFromAurora], true).soldRecords).toEqual([]);
});

test('stableJson ignores key order and undefined', () => {
  expect(stableJson({ b: 1, a: [{ y: 2, x: undefined }] })).toBe(stableJson({ a: [{ y: 2 }], b: 1 }));
});
