/**
 * `POST /api/alerts` through its route (guard included), on each database backend (docs/alerts.md#signing-up):
 * field messages, 404 without inventory, the per-address and per-e-mail limits, and the alert with its confirmation
 * mail stored before the answer, all or nothing.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import { INVALID_EMAIL_MESSAGE } from '@/lib/leads/messages';
import { RATE_LIMITED_MESSAGE } from '@/server/http/post-guard';
import { embeddedLeadContent } from '@/server/leads/testing/embedded-lead-content';

import { alerts, outbox } from '../db/schema';
import { testBackends, type OpenedBackend } from '../db/testing/test-backends';
import {
  ALERT_UNKNOWN_CAR_MESSAGE,
  ALERTS_NOT_AVAILABLE_MESSAGE,
  alertRoute,
  type AlertRouteDeps,
} from './alert-route';
import { seedAlertInventory } from './testing/seed-alert-inventory';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'dealer-alert-route-'));
jest.mock('./alert-inventory', () => ({}));
jest.setTimeout(60_000);

const inventory = seedAlertInventory('dealership');
const content = embeddedLeadContent('dealership');

function post(body: unknown, ip = '203.0.113.7', headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/alerts', {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: JSON.stringify(body),
  });
}

describe.each(testBackends())('POST /api/alerts on %s', (_name, backend) => {
  let store: OpenedBackend;
  let vin: string;
  const kicks: number[] = [];
  const route = (overrides: Partial<AlertRouteDeps> = {}) =>
    alertRoute({
      content,
      db: store.db,
      kick: () => kicks.push(1),
      available: async () => true,
      findCar: inventory.findAlertCar,
      limits: { perIp: { limit: 5, windowSeconds: 600 }, perEmail: { limit: 2, windowSeconds: 600 } },
      ...overrides,
    });

  beforeAll(async () => {
    store = await backend.open();
    vin = (await inventory.readAlertInventory()).cars[0]!.vin;
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.reset();
    kicks.length = 0;
  });

  test.each<[string, Record<string, unknown>, number, Record<string, string>]>([
    [
      'a malformed e-mail',
      { email: 'nope', kind: 'price-drop', vin: '1HGCM82633A004352' },
      400,
      { email: INVALID_EMAIL_MESSAGE },
    ],
    [
      'an unknown car',
      { email: 'a@b.com', kind: 'price-drop', vin: '1HGCM82633A004352' },
      400,
      { vin: ALERT_UNKNOWN_CAR_MESSAGE },
    ],
    [
      'an unknown field',
      { email: 'a@b.com', kind: 'price-drop', vin: '1HGCM82633A004352', phone: '1' },
      400,
      { phone: 'This field is not allowed' },
    ],
  ])('%s → a 4xx with the field message, nothing stored', async (_label, body, status, errors) => {
    const response = await route()(post(body));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ errors });
    expect(await store.db.select().from(alerts)).toEqual([]);
  });

  test('a body that is not JSON, too large, or cross-site: 4xx from the guard, never 500', async () => {
    const bad = new Request('http://localhost/api/alerts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' },
      body: '{"email":',
    });
    expect((await route()(bad)).status).toBe(400);
    expect((await route()(post({ email: 'a@b.com', kind: 'price-drop', vin, note: 'x'.repeat(8000) }))).status).toBe(
      413,
    );
    expect(
      (
        await route()(
          post({ email: 'a@b.com', kind: 'price-drop', vin }, '203.0.113.9', { origin: 'https://evil.example' }),
        )
      ).status,
    ).toBe(403);
  });

  test('a valid sign-up: 202 only once the pending alert and its confirmation mail are stored', async () => {
    const response = await route()(post({ email: 'Shopper@Example.com', kind: 'price-drop', vin, lang: 'es' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'pending' });
    const [alert] = await store.db.select().from(alerts);
    expect(alert).toMatchObject({ kind: 'price-drop', vin, status: 'pending', lang: 'es', origin: 'http://localhost' });
    const mails = await store.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ leadId: null, recipient: 'Shopper@Example.com', status: 'queued', headers: null });
    expect(mails[0]!.body).toMatch(/http:\/\/localhost\/alerts\/confirm\/[A-Za-z0-9_-]{43}/);
    // The Spanish words of the seed.
    expect(mails[0]!.subject).toBe('Confirme su alerta de autos');
    expect(kicks).toHaveLength(1);
  });

  test('a saved search is stored in its canonical form', async () => {
    const response = await route()(
      post({ email: 'a@b.com', kind: 'new-matches', search: '/cars-for-sale/suvs?sort=priceLow' }),
    );
    expect(response.status).toBe(202);
    expect((await store.db.select().from(alerts))[0]).toMatchObject({ search: '/cars-for-sale/suvs', vin: null });
  });

  test('the database failing inside the transaction: nothing stored, and a 5xx the visitor may retry', async () => {
    // The outbox insert fails (its table is gone for this transaction): the alert row must not survive it.
    await store.db.execute(sql`alter table outbox rename to outbox_away`);
    try {
      const response = await route()(post({ email: 'a@b.com', kind: 'price-drop', vin }, '203.0.113.20'));
      expect(response.status).toBeGreaterThanOrEqual(500);
    } finally {
      await store.db.execute(sql`alter table outbox_away rename to outbox`);
    }
    expect(await store.db.select().from(alerts)).toEqual([]);
  });

  test('the same alert again before confirming: a new link, still one alert; once active: nothing new', async () => {
    const body = { email: 'a@b.com', kind: 'price-drop', vin };
    await route()(post(body));
    await route()(post(body));
    expect(await store.db.select().from(alerts)).toHaveLength(1);
    expect(await store.db.select().from(outbox)).toHaveLength(2);
    await store.db.update(alerts).set({ status: 'active' });
    expect(
      (
        await route({
          limits: { perIp: { limit: 5, windowSeconds: 600 }, perEmail: { limit: 5, windowSeconds: 600 } },
        })(post(body))
      ).status,
    ).toBe(202);
    expect(await store.db.select().from(outbox)).toHaveLength(2);
  });

  test('per e-mail address: over its limit → 429 with Retry-After, whatever the client address', async () => {
    const body = (index: number) => ({
      email: 'same@b.com',
      kind: 'new-matches',
      search: `/cars-for-sale/price-under-${10_000 + index}`,
    });
    expect((await route()(post(body(1), '198.51.100.1'))).status).toBe(202);
    expect((await route()(post(body(2), '198.51.100.2'))).status).toBe(202);
    const refused = await route()(post(body(3), '198.51.100.3'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ errors: { _form: RATE_LIMITED_MESSAGE } });
    expect(await store.db.select().from(alerts)).toHaveLength(2);
  });

  test('per client address: the sixth request in the window → 429 before the body is read', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await route()(post({ email: `p${index}@b.com`, kind: 'price-drop', vin }, '192.0.2.44'))).status).toBe(
        202,
      );
    }
    const refused = await route()(post({ email: 'p9@b.com', kind: 'price-drop', vin }, '192.0.2.44'));
    expect(refused.status).toBe(429);
    expect(await store.db.select().from(alerts)).toHaveLength(5);
  });

  test('the honeypot: answered as accepted, nothing stored', async () => {
    const response = await route()(post({ email: 'a@b.com', kind: 'price-drop', vin, website: 'http://spam' }));
    expect(response.status).toBe(202);
    expect(await store.db.select().from(alerts)).toEqual([]);
  });

  test('a site without inventory (sell-car): 404', async () => {
    const sellCar = seedAlertInventory('sell-car');
    const response = await route({ available: sellCar.alertsAvailable })(
      post({ email: 'a@b.com', kind: 'price-drop', vin }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { _form: ALERTS_NOT_AVAILABLE_MESSAGE } });
  });
});
