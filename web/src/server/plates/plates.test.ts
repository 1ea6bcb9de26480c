import path from 'node:path';
import { createEmbeddedPlateAdapter, loadPlates, PLATE_MESSAGE, STATE_MESSAGE } from '.';

const adapter = createEmbeddedPlateAdapter(loadPlates(path.resolve(__dirname, '../../../../seed/dist')));

test.each([
  ['SELL019', 'TX', { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' }],
  ['sell-019', 'tx', { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' }],
  ['TRADE 14', 'TX', { year: 2014, make: 'Honda', model: 'Accord', trim: 'LX' }],
  ['JEEP4X4', 'TX', { year: 2018, make: 'Jeep', model: 'Wrangler', trim: 'Sahara' }],
])('seeded plate %s (%s) resolves', async (plate, state, vehicle) => {
  const result = await adapter.lookup({ plate, state });
  expect(result).toEqual({
    status: 'found',
    plate: expect.any(String),
    state: state.toUpperCase(),
    vehicle: { ...vehicle, vin: expect.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/) },
  });
});

test.each([
  ['SELL019', 'OK'], // right plate, wrong state
  ['NOPE123', 'TX'],
])('unknown plate %s (%s) says so', async (plate, state) => {
  const result = await adapter.lookup({ plate, state });
  expect(result).toEqual({ status: 'unknown', message: expect.stringMatching(/couldn't find plate/) });
});

test.each([
  ['', 'TX', { plate: PLATE_MESSAGE }],
  ['TOOLONG123', 'TX', { plate: PLATE_MESSAGE }],
  ['ABC123', 'ZZ', { state: STATE_MESSAGE }],
  ['AB$12', '', { plate: PLATE_MESSAGE, state: STATE_MESSAGE }],
])('invalid input %p / %p', async (plate, state, fieldErrors) => {
  expect(await adapter.lookup({ plate, state })).toEqual({ status: 'invalid', fieldErrors });
});
