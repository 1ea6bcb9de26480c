import { creditScoreForLabel } from '@/lib/profile/personalized-terms';
import { DEAL_TERM_MONTHS, initialDealTerms, offerIdOf, parseDollars } from './terms';

const ID = '3f2b8c1e-4d5a-4b6c-9d7e-1a2b3c4d5e6f';

test('the saved terms start the sheet; without them, the site’s defaults for the price', () => {
  expect(
    initialDealTerms(
      { cashDown: 3_000, tradeEquity: 0, creditScore: creditScoreForLabel('Okay'), termMonths: 60 },
      20_000,
    ),
  ).toMatchObject({ downPayment: 3_000, creditBand: 'Okay', termMonths: 60, tradeInSource: 'none' });
  // Saved trade equity is the shopper's quick estimate of their car.
  expect(
    initialDealTerms({ cashDown: 1_000, tradeEquity: 4_500, creditScore: 850, termMonths: 72 }, 20_000),
  ).toMatchObject({ tradeInSource: 'estimate', tradeInEstimate: 4_500, tradeInPayoff: 0 });
  // The greater of $1,000 and 10 % of the price; best band; 72 months.
  expect(initialDealTerms(null, 25_000)).toMatchObject({ downPayment: 2_500, creditBand: 'Great', termMonths: 72 });
  expect(DEAL_TERM_MONTHS).toEqual([12, 24, 36, 48, 60, 72]);
});

test.each([
  [ID, ID],
  [` ${ID.toUpperCase()} `, ID],
  [`https://www.example.com/sell-trade-my-car/offer/${ID}`, ID],
  [`http://localhost:3000/sell-trade-my-car/offer/${ID}/`, ID],
  [`/sell-trade-my-car/offer/${ID}`, ID],
  [`https://www.example.com/somewhere-else/${ID}`, null],
  ['not an offer', null],
  ['', null],
  ['3f2b8c1e-4d5a-0b6c-9d7e-1a2b3c4d5e6f', null],
])('offer reference %p → %p', (reference, id) => {
  expect(offerIdOf(reference)).toBe(id);
});

test.each([
  ['12,500', 12_500],
  ['$3000', 3_000],
  ['0', 0],
  ['99.5', 99.5],
  ['-5', null],
  ['abc', null],
  ['', null],
  ['12345678', null],
])('dollars %p → %p', (text, value) => {
  expect(parseDollars(text)).toBe(value);
});
