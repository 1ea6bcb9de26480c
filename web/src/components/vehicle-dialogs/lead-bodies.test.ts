import { leadFormSchemas } from '@/lib/leads/schemas';

import { priceLeadBody, testDriveLeadBody, unlockLeadBody } from './lead-bodies';
import type { DialogVehicle } from './types';

const visitor = { firstName: 'Jamie', lastName: 'Tester', email: 'jamie@example.com', phone: '+1 (630) 555-0123' };
const vehicle: DialogVehicle = {
  vin: '1HGCV1F34LA012345',
  year: 2020,
  make: 'Honda',
  model: 'Accord',
  trim: 'Sport',
  stockNumber: 'A1001',
  url: '/used-cars-for-sale/2020-honda-accord-1HGCV1F34LA012345',
  miles: 41250,
  doors: 4,
  bodystyle: 'Sedans',
  transmission: 'CVT Automatic',
  exteriorcolor: 'White',
  fuelType: 'Gasoline',
  price: 23995,
  condition: 'used',
};
const url = 'http://localhost/used-cars-for-sale/2020-honda-accord-1HGCV1F34LA012345';
const terms = { cashDown: 2500, tradeEquity: 3000, creditScore: 670, termMonths: 72 };

test.each([
  [
    'UNLOCK_PRICE with a trade',
    'UNLOCK_PRICE',
    priceLeadBody({ visitor, vehicle, terms, tradingIn: true, credit: 'Good', url }),
  ],
  [
    'UNLOCK_PRICE without',
    'UNLOCK_PRICE',
    priceLeadBody({ visitor, vehicle, terms, tradingIn: false, credit: 'Bad', url }),
  ],
  [
    'SCHEDULE_TEST_DRIVE',
    'SCHEDULE_TEST_DRIVE',
    testDriveLeadBody({ visitor, vehicle, day: '2026-11-25', time: '09:30', url }),
  ],
  ['UNLOCK_INVENTORY', 'UNLOCK_INVENTORY', unlockLeadBody({ visitor, vehicle, url })],
] as const)('%s: the dialog body passes the server schema', (_name, form, body) => {
  const parsed = leadFormSchemas[form].safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
});

test('the trade equity is sent only when trading in', () => {
  expect(priceLeadBody({ visitor, vehicle, terms, tradingIn: false, credit: 'Good', url })).not.toHaveProperty(
    'tradeEquity',
  );
  expect(priceLeadBody({ visitor, vehicle, terms, tradingIn: true, credit: 'Good', url })).toMatchObject({
    downPayment: 2500,
    tradingIn: true,
    tradeEquity: 3000,
    creditScore: 'Good',
  });
});
