import {
  PICKER_MAKE_MESSAGE,
  PICKER_ORDER_MESSAGE,
  PICKER_YEAR_MESSAGE,
} from '@/server/vehicle-options/vehicle-options';

import { GET } from './route';

const get = (query: string) => GET(new Request(`http://localhost/api/vehicles/options${query}`));

describe('GET /api/vehicles/options (embedded valuation table)', () => {
  test('no query lists the model years, newest first', async () => {
    const response = await get('');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { level: string; options: string[] };
    expect(body.level).toBe('years');
    expect(body.options).toContain('2019');
    expect(body.options).toContain('2008');
    expect(Number(body.options[0])).toBeGreaterThan(Number(body.options.at(-1)));
  });

  test.each([
    ['?year=2019', 'makes', 'Toyota'],
    ['?year=2019&make=Toyota', 'models', 'Camry'],
    ['?year=2019&make=Toyota&model=Camry', 'trims', 'LE'],
    ['?year=2014&make=Honda&model=Accord', 'trims', 'LX'],
    ['?year=2018&make=Jeep&model=Wrangler', 'trims', 'Sahara'],
    ['?year=2019&make=toyota&model=camry', 'trims', 'LE'],
  ])('%s lists %s including %s', async (query, level, expected) => {
    const response = await get(query);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age');
    const body = (await response.json()) as { level: string; options: string[] };
    expect(body.level).toBe(level);
    expect(body.options).toContain(expected);
  });

  test('an unknown make answers an empty list, not an error', async () => {
    const response = await get('?year=2019&make=Nope');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ level: 'models', options: [] });
  });

  test.each([
    ['?year=abc', { year: PICKER_YEAR_MESSAGE }],
    ['?year=1970', { year: PICKER_YEAR_MESSAGE }],
    ['?year=2019.5', { year: PICKER_YEAR_MESSAGE }],
    ['?make=Toyota', { make: PICKER_ORDER_MESSAGE }],
    ['?year=2019&model=Camry', { model: PICKER_ORDER_MESSAGE }],
    [`?year=2019&make=${'x'.repeat(61)}`, { make: PICKER_MAKE_MESSAGE }],
    ['?year=2019&colour=red', { colour: 'This field is not allowed' }],
  ])('%s answers 400 %p', async (query, errors) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors });
  });
});
