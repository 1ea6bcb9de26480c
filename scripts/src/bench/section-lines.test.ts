import { contactLeadRequest, offerRequest } from './post-bodies';
import { postLines } from './post-lines';
import { queryLines } from './query-lines';
import { throughputLines } from './throughput-lines';

describe('queryLines', () => {
  test('holds p95 to the 30 ms budget at 5,000 vehicles only', () => {
    const small = queryLines({ vehicles: 400, samples: 210, p50Ms: 1.2, p95Ms: 7 });
    const large = queryLines({ vehicles: 5000, samples: 210, p50Ms: 12, p95Ms: 28 });
    expect(small.map((line) => line.budget)).toEqual([undefined, undefined]);
    expect(large[1]).toMatchObject({ name: 'p95', measured: 28, budget: { kind: 'max', value: 30 } });
    expect(large[0]?.group).toBe('Inventory search 5,000 vehicles');
  });
});

describe('throughputLines', () => {
  const quiet = { non2xx: 0, timeouts: 0, errors: 0 };
  const page = {
    page: 'home',
    path: '/',
    htmlBytes: 100 * 1024,
    home: true,
    site: { requestsPerSecond: 150, p95Ms: 80, failures: { non2xx: 1, timeouts: 2, errors: 0 } },
    siteAt50: { requestsPerSecond: 160, p95Ms: 420, failures: quiet },
    baseline: { requestsPerSecond: 3000, p95Ms: 5, failures: quiet },
    floor: { requestsPerSecond: 1000, p95Ms: 20, failures: quiet },
  };

  test('reads req/s against the minimal Next page (budget 30 %) and the raw http server, and lists failures', () => {
    const lines = throughputLines(page);
    expect(lines.find((line) => line.name === 'site/minimal Next')).toMatchObject({
      measured: 0.15,
      unit: 'ratio',
      budget: { kind: 'min', value: 0.3 },
    });
    expect(lines.find((line) => line.name === 'site/raw http')).toMatchObject({ measured: 0.05, unit: 'ratio' });
    expect(lines[0]?.note).toBe('2 timed out (10 s), 1 non-2xx');
  });

  test('holds p95 at 50 connections to 100 ms, and HTML to 60 KB on home pages only', () => {
    const lines = throughputLines(page);
    expect(lines.find((line) => line.name === 'p95 at 50 connections')).toMatchObject({
      measured: 420,
      budget: { kind: 'max', value: 100 },
    });
    expect(lines.find((line) => line.name === 'HTML')).toMatchObject({ measured: 100, budget: { value: 60 } });
    const vdp = throughputLines({ ...page, page: 'VDP', path: '/used-cars-for-sale/x', home: false });
    expect(vdp.find((line) => line.name === 'HTML')?.budget).toBeUndefined();
  });

  test('the bytes a browser receives, with their coding; no line when they were not measured', () => {
    const sent = throughputLines({ ...page, sent: { bytes: 20 * 1024, encoding: 'br' } });
    expect(sent.find((line) => line.name === 'HTML sent to a browser')).toMatchObject({
      measured: 20,
      unit: 'KB',
      note: 'br',
    });
    expect(sent.find((line) => line.name === 'HTML sent to a browser')?.budget).toBeUndefined();
    expect(throughputLines(page).some((line) => line.name === 'HTML sent to a browser')).toBe(false);
  });

  test('forced reloads (through Next) are read against the minimal page too, without a budget; no line without them', () => {
    const lines = throughputLines({
      ...page,
      throughNext: { requestsPerSecond: 400, p95Ms: 30, failures: { non2xx: 0, timeouts: 3, errors: 0 } },
    });
    expect(lines.find((line) => line.name === 'through Next/minimal Next')).toMatchObject({
      measured: 0.4,
      unit: 'ratio',
      note: 'forced reloads, 400 req/s; 3 timed out (10 s)',
    });
    expect(lines.find((line) => line.name === 'through Next/minimal Next')?.budget).toBeUndefined();
    expect(throughputLines(page).some((line) => line.name === 'through Next/minimal Next')).toBe(false);
  });

  test('without the floor the share is not measured, and says so', () => {
    const share = throughputLines({ ...page, floor: null }).find((line) => line.name === 'site/minimal Next');
    expect(share?.measured).toBeNull();
    expect(share?.note).toBe('minimal Next page not measured');
  });
});

describe('postLines', () => {
  const offers = { requests: 100, statuses: '200×100', quoted: 100, p50Ms: 30, p95Ms: 60 };
  const leads = {
    submitted: 520,
    requests: 500,
    statuses: '201×500',
    p50Ms: 20,
    p95Ms: 45,
    accepted: 500,
    delivered: 498,
    duplicates: 1,
    lost: 2,
  };

  const loads = {
    offered: { ...leads, seconds: 30, setup: 'PostgreSQL, 2 processes' },
    capacity: { ...leads, requests: 900, seconds: 30, duplicates: 0, lost: 0 },
  };

  test('hold the offered-rate lead p95 to 50 ms, duplicates and lost leads to zero; capacity and offers no latency budget', () => {
    const lines = postLines(offers, loads);
    const budgeted = lines.filter((line) => line.budget).map((line) => [line.group, line.name, line.budget?.value]);
    expect(budgeted).toEqual([
      ['POST /api/leads, 50/s offered', 'p95', 50],
      ['POST /api/leads, 50/s offered', 'duplicated', 0],
      ['POST /api/leads, 50/s offered', 'lost', 0],
      ['POST /api/leads ×50 (capacity)', 'lost', 0],
    ]);
    expect(lines.find((line) => line.name === 'duplicated')?.measured).toBe(1);
    expect(lines.find((line) => line.name === 'throughput')).toMatchObject({ measured: 30, unit: 'req/s' });
    expect(lines.find((line) => line.name === 'p50' && line.group.includes('offered'))?.note).toBe(
      'PostgreSQL, 2 processes',
    );
  });
});

describe('POST bodies', () => {
  test('each lead has its own idempotency key and e-mail address', () => {
    const [first, second] = [contactLeadRequest(1), contactLeadRequest(2)];
    expect(first.headers?.['idempotency-key']).not.toBe(second.headers?.['idempotency-key']);
    expect(first.body).toMatchObject({ form: 'CONTACT_SALES', email: 'bench1@example.com' });
  });

  test('each offer request names its own documentation-range address, also past 65,535 requests', () => {
    const addresses = [1, 2, 65_535, 65_536, 131_071].map((n) => offerRequest(n).headers?.['x-forwarded-for']);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of addresses) expect(address).toMatch(/^2001:db8::[0-9a-f]+:[0-9a-f]+$/);
  });
});
