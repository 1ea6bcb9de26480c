import { stackLines } from './stack-lines';

const quiet = { non2xx: 0, timeouts: 0, errors: 0 };
const page = {
  page: 'SRP',
  path: '/cars-for-sale',
  load: { requestsPerSecond: 3000, p95Ms: 4, failures: quiet },
  burst: { requestsPerSecond: 3200, p95Ms: 30, failures: { non2xx: 0, timeouts: 1, errors: 0 } },
  firstAfterStart: { ms: 400, cache: 'MISS' },
  microCacheHitMs: 2,
  nextHitMs: 10,
  renderAfterPublish: [
    { ms: 300, cache: 'BYPASS' },
    { ms: 200, cache: 'BYPASS' },
    { ms: 250, cache: 'BYPASS' },
  ],
  visitorAfterPublish: [
    { ms: 3, cache: 'STALE' },
    { ms: 5, cache: 'STALE' },
    { ms: 4, cache: 'STALE' },
  ],
};

test('reads req/s through nginx against the minimal Next page, and a miss against a hit; no budgets', () => {
  const lines = stackLines({ floor: { requestsPerSecond: 1000, p95Ms: 20, failures: quiet }, pages: [page] });
  expect(lines.every((line) => line.budget === undefined)).toBe(true);
  const named = (name: string) => lines.find((line) => line.group === 'Stack SRP' && line.name === name);
  expect(named('through nginx/minimal Next')).toMatchObject({ measured: 3, unit: 'ratio' });
  expect(named('p95 at 50 connections')).toMatchObject({ measured: 30, note: '3200 req/s; 1 timed out (10 s)' });
  expect(named('render after a publish')).toMatchObject({ measured: 250, note: 'median of 3; 125× a micro-cache hit' });
  expect(named('next visitor after a publish')).toMatchObject({
    measured: 4,
    note: expect.stringContaining('STALE ×3'),
  });
  expect(named('first request after start')?.note).toBe('a render (MISS); 200× a hit');
  expect(lines[0]).toMatchObject({ group: 'Stack minimal Next page', measured: 1000 });
});

test('without the minimal page the ratio is not measured; a page the start check rendered says so', () => {
  const lines = stackLines({ floor: null, pages: [{ ...page, firstAfterStart: null }] });
  expect(lines.find((line) => line.name === 'through nginx/minimal Next')?.measured).toBeNull();
  expect(lines.find((line) => line.name === 'first request after start')).toMatchObject({
    measured: null,
    note: 'rendered by the start check',
  });
});
