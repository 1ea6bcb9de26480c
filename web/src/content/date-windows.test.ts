/**
 * Promotions and offers are shown only between their start and end dates. These run the site's own
 * queries with groq-js over small datasets, at the edges of each window.
 */
import { buildDataset, parseNdjson } from './embedded/dataset';
import { runEmbeddedQuery } from './embedded/run-query';
import { isOfferRunning } from '../lib/offers/running-offer';
import { activeOffersByTypeQuery, activePromotionsQuery, offerScheduleQuery } from './queries';

function datasetOf(documents: object[]) {
  const ndjson = documents.map((doc) => JSON.stringify(doc)).join('\n');
  return buildDataset('test', parseNdjson(ndjson), () => ({ width: 1, height: 1 }));
}

const promotions = datasetOf([
  { _id: 'june', _type: 'promotion', name: 'June', startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-30T23:59:59Z' },
  { _id: 'open-start', _type: 'promotion', name: 'Open start', endDate: '2026-06-30T23:59:59Z' },
  { _id: 'open-end', _type: 'promotion', name: 'Open end', startDate: '2026-06-01T00:00:00Z' },
  { _id: 'always', _type: 'promotion', name: 'Always' },
]);

describe('activePromotionsQuery date window', () => {
  test.each([
    ['a second before the start', '2026-05-31T23:59:59Z', ['Always', 'Open start']],
    ['the first second', '2026-06-01T00:00:00Z', ['Always', 'June', 'Open end', 'Open start']],
    ['inside', '2026-06-15T12:00:00Z', ['Always', 'June', 'Open end', 'Open start']],
    ['the last second', '2026-06-30T23:59:59Z', ['Always', 'June', 'Open end', 'Open start']],
    ['a second after the end', '2026-07-01T00:00:00Z', ['Always', 'Open end']],
  ])('%s (%s)', async (_label, now, expected) => {
    const result = (await runEmbeddedQuery(promotions, activePromotionsQuery, {}, new Date(now))) as Array<{
      name: string | null;
    }>;
    expect(result.map((promotion) => promotion.name).sort()).toEqual(expected);
  });
});

const offers = datasetOf([
  { _id: 'o1', _type: 'offer', offerType: 'dealer', name: 'June', startDate: '2026-06-01', endDate: '2026-06-30' },
  { _id: 'o2', _type: 'offer', offerType: 'service', name: 'Service', startDate: '2026-06-01', endDate: '2026-06-30' },
  { _id: 'o3', _type: 'offer', offerType: 'dealer', name: 'Open', startDate: '2026-06-01' },
  // Monthly: its first window has ended, but the query keeps it for the code to roll (lib/offers/offer-window.ts).
  {
    _id: 'o4',
    _type: 'offer',
    offerType: 'dealer',
    name: 'Monthly',
    startDate: '2026-05-01',
    endDate: '2026-05-31',
    recurring: 'monthly',
  },
]);

describe('activeOffersByTypeQuery date window (dates, inclusive)', () => {
  test.each([
    ['2026-05-31', ['Monthly']],
    ['2026-06-01', ['June', 'Monthly', 'Open']],
    ['2026-06-30', ['June', 'Monthly', 'Open']],
    ['2026-07-01', ['Monthly', 'Open']],
  ])('on %s', async (today, expected) => {
    const result = (await runEmbeddedQuery(offers, activeOffersByTypeQuery, { offerType: 'dealer', today })) as Array<{
      name: string | null;
    }>;
    expect(result.map((offer) => offer.name).sort()).toEqual(expected);
  });
});

const offerPages = datasetOf([
  { _id: 'p1', _type: 'offer', offerType: 'dealer', offerId: 'june', startDate: '2026-06-01', endDate: '2026-06-30' },
  { _id: 'p2', _type: 'offer', offerType: 'dealer', offerId: 'open', startDate: '2026-06-01' },
  { _id: 'p3', _type: 'offer', offerType: 'service', offerId: 'oil', endDate: '2026-06-30' },
]);

describe('offerScheduleQuery + isOfferRunning: an offer page is served only inside its window (dates, inclusive)', () => {
  test.each([
    ['dealer', 'june', '2026-05-31', false],
    ['dealer', 'june', '2026-06-01', true],
    ['dealer', 'june', '2026-06-30', true],
    ['dealer', 'june', '2026-07-01', false],
    ['dealer', 'open', '2026-05-31', false],
    ['dealer', 'open', '2030-01-01', true],
    ['service', 'oil', '2020-01-01', true],
    ['service', 'oil', '2026-07-01', false],
    ['sales', 'june', '2026-06-15', false],
    ['dealer', 'missing', '2026-06-15', false],
  ])('%s/%s on %s → %s', async (offerType, offerId, today, expected) => {
    const schedule = (await runEmbeddedQuery(offerPages, offerScheduleQuery, { offerType, offerId })) as {
      startDate: string | null;
      endDate: string | null;
      recurring: string | null;
    } | null;
    expect(schedule !== null && isOfferRunning(schedule, today)).toBe(expected);
  });
});
