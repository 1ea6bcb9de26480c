import { PLATE_REQUIRED_MESSAGE, PLATE_STATE_REQUIRED_MESSAGE } from '@/server/vehicle-options/vehicle-options';

import { GET } from './route';

const get = (query: string) => GET(new Request(`http://localhost/api/vehicles/plate${query}`));

describe('GET /api/vehicles/plate (embedded plates)', () => {
  test.each([
    ['SELL019', 'TX', { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' }],
    ['trade-14', 'tx', { year: 2014, make: 'Honda', model: 'Accord', trim: 'LX' }],
    ['JEEP4X4', 'TX', { year: 2018, make: 'Jeep', model: 'Wrangler', trim: 'Sahara' }],
  ])('%s (%s) resolves', async (plate, state, vehicle) => {
    const response = await get(`?plate=${plate}&state=${state}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      plate: expect.any(String),
      state: 'TX',
      vehicle: { ...vehicle, vin: expect.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/) },
    });
  });

  test('an unknown plate answers 404 saying so', async () => {
    const response = await get('?plate=NOPE123&state=TX');
    expect(response.status).toBe(404);
    const body = (await response.json()) as { errors: { plate: string } };
    expect(body.errors.plate).toMatch(/couldn't find plate NOPE123 \(TX\)/);
  });

  test.each([
    ['', { plate: PLATE_REQUIRED_MESSAGE, state: PLATE_STATE_REQUIRED_MESSAGE }],
    ['?plate=SELL019', { state: PLATE_STATE_REQUIRED_MESSAGE }],
    ['?plate=%20&state=TX', { plate: PLATE_REQUIRED_MESSAGE }],
    ['?plate=SELL019&state=ZZ', { state: expect.any(String) }],
    ['?plate=SELL019&state=TX&vin=1', { vin: 'This field is not allowed' }],
  ])('%p answers 400 %p', async (query, errors) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors });
  });
});
