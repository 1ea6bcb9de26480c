import { matchPath, pathFor } from '@dealer/schemas/routes';
import { DEAL_PATH, dealPath } from './deal-path';

test('the deal sheet link is the route map’s `deal` route with the car’s VIN', () => {
  expect(DEAL_PATH).toBe(pathFor('deal'));
  expect(dealPath('1C4RJFMX8PX282890')).toBe('/deal?vin=1C4RJFMX8PX282890');
  expect(matchPath(dealPath('1C4RJFMX8PX282890'))?.name).toBe('deal');
});
