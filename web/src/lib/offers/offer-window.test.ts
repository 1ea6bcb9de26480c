import { offerWindow, offerWindowAt, type OfferSchedule } from './offer-window';
import { isOfferRunning } from './running-offer';

const monthly = (startDate: string, endDate: string): OfferSchedule => ({ startDate, endDate, recurring: 'monthly' });

describe('offerWindow', () => {
  test.each<[string, OfferSchedule, string, string | null, string | null]>([
    [
      'one-off: dates as written',
      { startDate: '2026-10-01', endDate: '2026-10-31' },
      '2026-11-28',
      '2026-10-01',
      '2026-10-31',
    ],
    [
      'recurring none: dates as written',
      { startDate: '2026-10-01', endDate: '2026-10-31', recurring: 'none' },
      '2026-11-28',
      '2026-10-01',
      '2026-10-31',
    ],
    [
      'monthly, first window still running',
      monthly('2026-10-01', '2026-10-31'),
      '2026-10-15',
      '2026-10-01',
      '2026-10-31',
    ],
    ['monthly, before its first window', monthly('2026-12-01', '2026-12-10'), '2026-11-28', '2026-12-01', '2026-12-10'],
    [
      'monthly whole month: 31 days clamp to November’s 30',
      monthly('2026-10-01', '2026-10-31'),
      '2026-11-28',
      '2026-11-01',
      '2026-11-30',
    ],
    [
      'monthly whole month, last day of November',
      monthly('2026-10-01', '2026-10-31'),
      '2026-11-30',
      '2026-11-01',
      '2026-11-30',
    ],
    [
      'monthly whole month, first of December',
      monthly('2026-10-01', '2026-10-31'),
      '2026-12-01',
      '2026-12-01',
      '2026-12-31',
    ],
    [
      'monthly across a month boundary, in this month’s window',
      monthly('2026-10-22', '2026-11-21'),
      '2026-11-28',
      '2026-11-22',
      '2026-12-21',
    ],
    [
      'monthly across a month boundary, on the last day',
      monthly('2026-10-22', '2026-11-21'),
      '2026-12-21',
      '2026-11-22',
      '2026-12-21',
    ],
    [
      'monthly, between windows: the next one',
      monthly('2026-10-01', '2026-10-10'),
      '2026-11-20',
      '2026-12-01',
      '2026-12-10',
    ],
    ['monthly, many months on', monthly('2025-01-05', '2025-01-20'), '2026-11-07', '2026-11-05', '2026-11-20'],
    ['monthly, across a year end', monthly('2026-11-15', '2026-11-30'), '2027-01-16', '2027-01-15', '2027-01-30'],
    [
      'monthly, 31st in February of a leap year',
      monthly('2027-12-01', '2027-12-31'),
      '2028-02-10',
      '2028-02-01',
      '2028-02-29',
    ],
    [
      'monthly, 31st in February of a common year',
      monthly('2026-12-01', '2026-12-31'),
      '2027-02-28',
      '2027-02-01',
      '2027-02-28',
    ],
    ['monthly, 31st back in March', monthly('2026-12-01', '2026-12-31'), '2027-03-31', '2027-03-01', '2027-03-31'],
    [
      'monthly without an end: runs from its start',
      { startDate: '2026-10-01', recurring: 'monthly' },
      '2026-11-28',
      '2026-10-01',
      null,
    ],
    [
      'monthly without a start: dates as written',
      { endDate: '2026-10-31', recurring: 'monthly' },
      '2026-11-28',
      null,
      '2026-10-31',
    ],
  ])('%s', (_name, offer, today, startDate, endDate) => {
    expect(offerWindow(offer, today)).toEqual({ startDate, endDate });
  });
});

describe('isOfferRunning with monthly offers', () => {
  test.each<[string, OfferSchedule, string, boolean]>([
    ['one-off ended last month', { startDate: '2026-10-01', endDate: '2026-10-31' }, '2026-11-28', false],
    ['monthly of last month runs this month', monthly('2026-10-01', '2026-10-31'), '2026-11-28', true],
    ['monthly between windows does not run', monthly('2026-10-01', '2026-10-10'), '2026-11-20', false],
    ['monthly before its first start does not run', monthly('2026-12-01', '2026-12-10'), '2026-11-28', false],
  ])('%s', (_name, offer, today, running) => {
    expect(isOfferRunning(offer, today)).toBe(running);
  });
});

describe('offerWindowAt: the store’s calendar day', () => {
  const october = monthly('2026-10-01', '2026-10-31');
  test.each<[string, string, string | undefined, string | null]>([
    // 03:00 UTC on Dec 1 is still Nov 30 in Chicago: November's window.
    ['Chicago evening of Nov 30 (Dec 1 in UTC)', '2026-12-01T03:00:00Z', 'America/Chicago', '2026-11-30'],
    ['Chicago morning of Dec 1', '2026-12-01T07:00:00Z', 'America/Chicago', '2026-12-31'],
    ['UTC at the same instant', '2026-12-01T03:00:00Z', 'UTC', '2026-12-31'],
    ['Los Angeles late on Oct 31 (Nov 1 in UTC)', '2026-11-01T06:00:00Z', 'America/Los_Angeles', '2026-10-31'],
  ])('%s', (_name, instant, timeZone, endDate) => {
    expect(offerWindowAt(october, new Date(instant), timeZone).endDate).toBe(endDate);
  });
});
