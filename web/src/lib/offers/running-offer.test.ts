import { isOfferRunning, type OfferDates } from './running-offer';

test.each<[string, OfferDates, boolean]>([
  ['no dates', {}, true],
  ['null dates (GROQ)', { startDate: null, endDate: null }, true],
  ['started today', { startDate: '2026-11-24' }, true],
  ['starts tomorrow', { startDate: '2026-11-25' }, false],
  ['ends today (inclusive)', { endDate: '2026-11-24' }, true],
  ['ended yesterday', { endDate: '2026-11-23' }, false],
  ['between start and end', { startDate: '2026-11-01', endDate: '2026-12-31' }, true],
  ['before the window', { startDate: '2026-12-01', endDate: '2026-12-31' }, false],
])('%s → %p on 2026-11-24', (_name, offer, running) => {
  expect(isOfferRunning(offer, '2026-11-24')).toBe(running);
});
