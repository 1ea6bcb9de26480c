import { runningOffers } from './running-offers';

const offers = [
  { name: 'Open-ended', startDate: '2026-01-01', endDate: null },
  { name: 'Monthly oil', startDate: '2026-10-01', endDate: '2026-10-31', recurring: 'monthly' },
  { name: 'Ended', startDate: '2026-10-01', endDate: '2026-10-31', recurring: 'none' },
  { name: 'Upcoming', startDate: '2026-12-10', endDate: '2026-12-20' },
  { name: 'Ends soon', startDate: '2026-11-01', endDate: '2026-11-29' },
  { name: 'Also ends soon', endDate: '2026-11-29' },
];

test('keeps the running offers with their current dates, ending soonest first, open-ended last', () => {
  expect(runningOffers(offers, '2026-11-28').map(({ name, startDate, endDate }) => [name, startDate, endDate])).toEqual(
    [
      ['Also ends soon', null, '2026-11-29'],
      ['Ends soon', '2026-11-01', '2026-11-29'],
      ['Monthly oil', '2026-11-01', '2026-11-30'],
      ['Open-ended', '2026-01-01', null],
    ],
  );
});

test('nothing runs before every start', () => {
  expect(runningOffers(offers.slice(3, 4), '2026-11-28')).toEqual([]);
});
