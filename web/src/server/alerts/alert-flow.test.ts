/**
 * An alert's life on each database backend (docs/alerts.md): confirmation stores the dealer's lead (routed to the
 * car's store) in the transaction that activates it; an inventory check records a lowered price or a new match
 * (found by the search page's own filter); the digest goes out once per batch, at most once a day per alert, with the
 * List-Unsubscribe headers as they leave through the outbox; unsubscribing stops everything.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';

import { ALERT_BATCH_MS, ALERT_MAIL_INTERVAL_MS } from '@/lib/alerts/constants';
import { embeddedLeadContent } from '@/server/leads/testing/embedded-lead-content';
import { createEmlFileTransport } from '@/server/mail/transport';
import { parseRfc822 } from '@/server/mail/testing/parse-rfc822';
import { deliverDueMessages } from '@/server/outbox/delivery';

import { alertChanges, alerts, inventorySnapshot, leads, outbox } from '../db/schema';
import { testBackends, type OpenedBackend } from '../db/testing/test-backends';
import { alertMailRenderer } from './alert-mail-context';
import { alertRoute } from './alert-route';
import { confirmAlert, unsubscribeAlert } from './confirm-alert';
import { checkInventoryIfWatched, recordInventoryChanges } from './inventory-check';
import { sendDueDigests } from './send-digests';
import { seedAlertInventory } from './testing/seed-alert-inventory';
import { unsubscribeRoute } from './unsubscribe-route';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'dealer-alert-flow-'));
process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');
jest.mock('./alert-inventory', () => ({}));
jest.setTimeout(90_000);

const content = embeddedLeadContent('dealership');
const inventory = seedAlertInventory('dealership');
const start = new Date('2026-05-04T15:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe.each(testBackends())('alerts on %s', (_name, backend) => {
  let store: OpenedBackend;
  const mailDir = mkdtempSync(path.join(tmpdir(), 'dealer-alert-mail-'));

  const signUp = async (body: Record<string, unknown>, now = start) => {
    const response = await alertRoute({
      content,
      db: store.db,
      kick: () => undefined,
      available: async () => true,
      findCar: inventory.findAlertCar,
      now: () => now,
    })(
      new Request('http://dealer.example/api/alerts', {
        method: 'POST',
        headers: { host: 'dealer.example', 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.5' },
        body: JSON.stringify(body),
      }),
    );
    expect(response.status).toBe(202);
  };
  /** The confirmation link's token, from the last mail to `email`. */
  const confirmToken = async (email: string) => {
    const rows = await store.db.select().from(outbox).where(eq(outbox.recipient, email));
    return /alerts\/confirm\/([A-Za-z0-9_-]{43})/.exec(rows.at(-1)!.body)![1]!;
  };
  const check = async (now: Date) => recordInventoryChanges(await inventory.readAlertInventory(), store.db, now);
  const digests = async (now: Date) => sendDueDigests(store.db, now, (await alertMailRenderer(content)).digest);
  const alertMails = async () =>
    (await store.db.select().from(outbox)).filter((row) => row.subject.startsWith('News about cars'));

  beforeAll(async () => {
    store = await backend.open();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.reset();
    inventory.reset();
  });

  test('price drop: confirmed → one e-mail with the old and new price; the daily cap; unsubscribe stops it', async () => {
    const [car] = (await inventory.readAlertInventory()).cars.filter((entry) => entry.price !== null);
    await check(start); // the baseline
    await signUp({ email: 'ann@example.com', kind: 'price-drop', vin: car!.vin });

    // Unconfirmed: a drop records nothing.
    inventory.edit(car!.vin, { price: car!.price! - 100 });
    expect((await check(at(1_000))).changes).toBe(0);

    const confirmed = await confirmAlert(await confirmToken('ann@example.com'), {
      content,
      db: store.db,
      now: at(2_000),
      kick: () => undefined,
      findCar: inventory.findAlertCar,
    });
    expect(confirmed).toMatchObject({ kind: 'confirmed', first: true });
    // The dealer's lead: UNLOCK_INVENTORY, the car's store, the shopper's address and the car.
    const [lead] = await store.db.select().from(leads);
    const carStore = await content.vehicleStore(car!.vin);
    expect(lead).toMatchObject({ formType: 'UNLOCK_INVENTORY', idempotencyKey: expect.stringMatching(/^alert:/) });
    expect(lead!.storeId).toBe(carStore?.storeId);
    expect(lead!.payload).toMatchObject({ user: { email: 'ann@example.com' }, vehicle: { vin: car!.vin } });
    // Confirming again is confirming once.
    const again = await confirmAlert(await confirmToken('ann@example.com'), {
      content,
      db: store.db,
      now: at(3_000),
      findCar: inventory.findAlertCar,
    });
    expect(again).toMatchObject({ kind: 'confirmed', first: false, leadId: lead!.id });
    expect(await store.db.select().from(leads)).toHaveLength(1);

    const oldPrice = car!.price! - 100;
    inventory.edit(car!.vin, { price: oldPrice - 1_500 });
    expect((await check(at(10_000))).changes).toBe(1);
    // Batched: nothing before the batch time, then one e-mail.
    expect(await digests(at(10_000 + ALERT_BATCH_MS - 1))).toBe(0);
    expect(await digests(at(10_000 + ALERT_BATCH_MS))).toBe(1);
    expect(await digests(at(10_000 + ALERT_BATCH_MS + 1))).toBe(0);
    const [mail] = await alertMails();
    expect(mail!.recipient).toBe('ann@example.com');
    expect(mail!.body).toContain(
      `${car!.title}: price lowered from $${oldPrice.toLocaleString('en-US')} to $${(oldPrice - 1_500).toLocaleString('en-US')}`,
    );
    expect(mail!.body).toContain(`http://dealer.example${car!.path}`);

    // Another drop the same day waits for the next day's e-mail.
    inventory.edit(car!.vin, { price: oldPrice - 2_000 });
    expect((await check(at(60_000))).changes).toBe(1);
    expect(await digests(at(60_000 + ALERT_BATCH_MS))).toBe(0);
    const nextDay = at(10_000 + ALERT_BATCH_MS + ALERT_MAIL_INTERVAL_MS);
    expect(await digests(nextDay)).toBe(1);

    // Unsubscribed: a later drop records nothing and sends nothing.
    const token = /alerts\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
    expect(await unsubscribeAlert(token, store.db)).toBe(true);
    inventory.edit(car!.vin, { price: oldPrice - 3_000 });
    expect((await check(at(2 * ALERT_MAIL_INTERVAL_MS))).changes).toBe(0);
    expect(await digests(at(3 * ALERT_MAIL_INTERVAL_MS))).toBe(0);
    expect(await alertMails()).toHaveLength(2);
  });

  test('the e-mail leaves with List-Unsubscribe and One-Click headers; a one-click POST unsubscribes', async () => {
    const [car] = (await inventory.readAlertInventory()).cars.filter((entry) => entry.price !== null);
    await check(start);
    await signUp({ email: 'bo@example.com', kind: 'price-drop', vin: car!.vin });
    await confirmAlert(await confirmToken('bo@example.com'), {
      content,
      db: store.db,
      now: at(500),
      kick: () => undefined,
      findCar: inventory.findAlertCar,
    });
    inventory.edit(car!.vin, { price: car!.price! - 500 });
    await check(at(1_000));
    expect(await digests(at(1_000 + ALERT_BATCH_MS))).toBe(1);
    await deliverDueMessages({
      db: store.db,
      transport: createEmlFileTransport(mailDir),
      now: at(2 * ALERT_BATCH_MS),
      from: 'Dealer <alerts@dealer.example>',
    });
    const [alert] = await store.db.select().from(alerts);
    // The site is reached over plain HTTP here (no SITE_URL, no trusted proxy): the links keep its origin.
    const file = readdirSync(mailDir)
      .map((name) => readFileSync(path.join(mailDir, name), 'utf8'))
      .find((raw) => raw.includes('News about cars'))!;
    const parsed = parseRfc822(file);
    const oneClick = `http://dealer.example/api/alerts/unsubscribe?token=${alert!.unsubscribeToken}`;
    expect(parsed.headers.get('list-unsubscribe')).toBe(`<${oneClick}>`);
    expect(parsed.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(parsed.text).toContain(`http://dealer.example/alerts/unsubscribe/${alert!.unsubscribeToken}`);

    const response = await unsubscribeRoute({ db: store.db, available: async () => true })(
      new Request(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.60' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(response.status).toBe(200);
    expect((await store.db.select().from(alerts))[0]!.status).toBe('unsubscribed');
  });

  test('a one-click POST with a malformed token: 400, nothing changed', async () => {
    const response = await unsubscribeRoute({ db: store.db, available: async () => true })(
      new Request('http://dealer.example/api/alerts/unsubscribe?token=short', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.61' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(response.status).toBe(400);
  });

  test('new matches: a new car the saved search lists is news, one it does not list is not', async () => {
    const cars = (await inventory.readAlertInventory()).cars;
    const suv = cars.find((car) => car.document.make === cars[0]!.document.make)!;
    const make = suv.document.make!.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const other = cars.find((car) => car.document.make !== suv.document.make)!;
    // The baseline lacks both cars: they are "new" at the next check.
    inventory.hide(suv.vin);
    inventory.hide(other.vin);
    await check(start);
    await signUp({ email: 'cy@example.com', kind: 'new-matches', search: `/cars-for-sale/make-${make}` });
    await confirmAlert(await confirmToken('cy@example.com'), {
      content,
      db: store.db,
      now: at(500),
      kick: () => undefined,
      findCar: inventory.findAlertCar,
    });
    inventory.reset();
    const result = await check(at(1_000));
    expect(result.added).toEqual(expect.arrayContaining([suv.vin, other.vin]));
    const recorded = await store.db.select().from(alertChanges);
    expect(recorded.map((row) => row.vin)).toEqual([suv.vin]);
    expect(recorded[0]!.oldPrice).toBeNull();
    expect(await digests(at(1_000 + ALERT_BATCH_MS))).toBe(1);
    expect((await alertMails())[0]!.body).toContain(`${suv.title}: new`);
  });
  test('with no active alert the inventory is not read and the snapshot is dropped; a first confirmation starts afresh', async () => {
    const [car] = (await inventory.readAlertInventory()).cars.filter((entry) => entry.price !== null);
    await check(start); // a snapshot from an earlier time someone was watching
    const read = jest.fn(inventory.readAlertInventory);
    expect(await checkInventoryIfWatched(read, store.db, at(1_000))).toBeNull();
    expect(read).not.toHaveBeenCalled();
    expect(await store.db.select().from(inventorySnapshot)).toHaveLength(0);

    // Lowered while nobody watched: not news for the alert confirmed afterwards.
    inventory.edit(car!.vin, { price: car!.price! - 700 });
    await signUp({ email: 'cy@example.com', kind: 'price-drop', vin: car!.vin });
    expect(await checkInventoryIfWatched(read, store.db, at(2_000))).toBeNull();
    await confirmAlert(await confirmToken('cy@example.com'), {
      content,
      db: store.db,
      now: at(3_000),
      kick: () => undefined,
      findCar: inventory.findAlertCar,
    });
    expect(await checkInventoryIfWatched(read, store.db, at(4_000))).toMatchObject({ changes: 0 });
    expect(read).toHaveBeenCalledTimes(1);
    expect((await store.db.select().from(inventorySnapshot)).length).toBeGreaterThan(0);
    // From that baseline on, a lowered price is news.
    inventory.edit(car!.vin, { price: car!.price! - 900 });
    expect(await checkInventoryIfWatched(read, store.db, at(5_000))).toMatchObject({ changes: 1 });
  });
});
