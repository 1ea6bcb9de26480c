/** Batching per shopper and the daily cap per alert (docs/alerts.md#batching). */
import { ALERT_BATCH_MS, ALERT_MAIL_INTERVAL_MS } from './constants';
import { mergeChanges, planDigests, type DigestAlert, type PendingChange } from './digest-plan';

const now = new Date('2026-03-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

const alert = (id: string, email: string, overrides: Partial<DigestAlert> = {}): DigestAlert => ({
  id,
  email,
  lang: 'en',
  origin: 'https://dealer.example',
  unsubscribeToken: `token-${id}`,
  kind: 'price-drop',
  vin: `VIN-${id}`,
  search: null,
  lastMailedAt: null,
  ...overrides,
});

let next = 0;
const change = (
  alertId: string,
  vin: string,
  oldPrice: number | null,
  newPrice: number | null,
  at: Date,
): PendingChange => ({
  id: `c${(next += 1)}`,
  alertId,
  vin,
  oldPrice,
  newPrice,
  title: `Car ${vin}`,
  path: `/used-cars-for-sale/${vin}`,
  createdAt: at,
});

test('the changes of one shopper in a batch are one e-mail; another shopper gets their own', () => {
  const alerts = [alert('a', 'ann@x.com'), alert('b', 'ANN@x.com'), alert('c', 'cid@x.com')];
  const changes = [
    change('a', 'V1', 20_000, 19_000, ago(ALERT_BATCH_MS + 5_000)),
    change('b', 'V2', 30_000, 28_000, ago(1_000)),
    change('c', 'V3', 10_000, 9_500, ago(ALERT_BATCH_MS)),
  ];
  const digests = planDigests(alerts, changes, now);
  expect(digests.map((digest) => [digest.email.toLowerCase(), digest.cars.map((car) => car.vin)])).toEqual([
    ['ann@x.com', ['V1', 'V2']],
    ['cid@x.com', ['V3']],
  ]);
});

test('a batch waits until its oldest change is the batch time old', () => {
  const digests = planDigests([alert('a', 'ann@x.com')], [change('a', 'V1', 2, 1, ago(ALERT_BATCH_MS - 1))], now);
  expect(digests).toEqual([]);
});

test('an alert mailed less than a day ago waits; its changes stay for the next day', () => {
  const alerts = [
    alert('a', 'ann@x.com', { lastMailedAt: ago(ALERT_MAIL_INTERVAL_MS - 60_000) }),
    alert('b', 'ann@x.com', { lastMailedAt: ago(ALERT_MAIL_INTERVAL_MS) }),
  ];
  const changes = [
    change('a', 'V1', 20_000, 19_000, ago(ALERT_BATCH_MS)),
    change('b', 'V2', 30_000, 28_000, ago(ALERT_BATCH_MS)),
  ];
  const [digest, ...rest] = planDigests(alerts, changes, now);
  expect(rest).toEqual([]);
  expect(digest?.alerts.map((entry) => entry.id)).toEqual(['b']);
  expect(digest?.changeIds).toEqual([changes[1]!.id]);
});

test('the same car changed twice is one line from the first price to the last', () => {
  const cars = mergeChanges([
    change('a', 'V1', 19_000, 18_000, ago(10_000)),
    change('a', 'V1', 20_000, 19_000, ago(20_000)),
  ]);
  expect(cars).toEqual([expect.objectContaining({ vin: 'V1', oldPrice: 20_000, newPrice: 18_000 })]);
});

test('a new car whose price then dropped stays a new car at its latest price', () => {
  const cars = mergeChanges([
    change('a', 'V1', null, 25_000, ago(20_000)),
    change('a', 'V1', 25_000, 24_000, ago(10_000)),
  ]);
  expect(cars).toEqual([expect.objectContaining({ oldPrice: null, newPrice: 24_000 })]);
});

test('a drop undone before the e-mail is left out, and its change still settled', () => {
  const changes = [
    change('a', 'V1', 20_000, 19_000, ago(ALERT_BATCH_MS)),
    change('a', 'V1', 19_000, 20_500, ago(ALERT_BATCH_MS)),
  ];
  // A raise is never recorded as a change, but a merged list may end above where it started.
  const [digest] = planDigests([alert('a', 'ann@x.com')], changes, now);
  expect(digest?.cars).toEqual([]);
  expect(digest?.changeIds).toHaveLength(2);
});
