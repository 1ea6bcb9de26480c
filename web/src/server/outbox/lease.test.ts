/**
 * The lease of a delivery pass, on a clock the test moves: a row whose renewal is overdue is renewed before its
 * send, and that renewal also satisfies the watchdog, so the send is not aborted a tick later. Only a lease that
 * really could not be renewed, or a row another pass took, stops a send.
 */
import { eq } from 'drizzle-orm';
import { createDb, type DbHandle } from '../db/client';
import { outbox } from '../db/schema';
import { startLease, type DeliveryLease } from './lease';
import { storeLead } from './store-lead';
import { sampleLead } from './testing/sample-lead';

process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 9).toString('base64');

const LEASE_MS = 600;
const TICK_MS = LEASE_MS / 6;
const TOKEN = '00000000-0000-4000-8000-000000000001';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let handle: DbHandle;
let lease: DeliveryLease | undefined;
let offset = 0;
const clock = () => new Date(Date.now() + offset);

beforeAll(async () => {
  handle = await createDb({ memory: true });
});
afterAll(() => handle.close());
afterEach(() => lease?.stop());

/** Two stored rows claimed by TOKEN, as a pass's claim leaves them. */
async function claimTwoRows(): Promise<string[]> {
  offset = 0;
  await handle.db.delete(outbox);
  await storeLead(sampleLead(), handle.db);
  await storeLead(sampleLead(), handle.db);
  const rows = await handle.db
    .update(outbox)
    .set({ status: 'sending', claimToken: TOKEN, leaseUntil: new Date(Date.now() + LEASE_MS) })
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

test('a row renewed right before its send is not aborted by the watchdog at the next tick', async () => {
  const ids = await claimTwoRows();
  // Claimed a while ago: the last renewal is most of a lease old when the pass reaches this row.
  const watchdog = startLease(handle.db, TOKEN, LEASE_MS, clock, { ids, leaseUntil: new Date() });
  lease = watchdog;
  offset = LEASE_MS * 0.9;
  expect(await watchdog.hold(ids[1]!)).toBe(true);
  const watch = watchdog.watch(ids[1]!);
  await sleep(TICK_MS * 3);
  expect(watch.signal.aborted).toBe(false);
  watch.release();
  const [row] = await handle.db.select().from(outbox).where(eq(outbox.id, ids[1]!));
  expect(row!.leaseUntil!.getTime()).toBeGreaterThan(Date.now());
});

test('a row another pass took is refused, and a send in flight on it is aborted', async () => {
  const ids = await claimTwoRows();
  lease = startLease(handle.db, TOKEN, LEASE_MS, clock, { ids, leaseUntil: new Date(Date.now() + LEASE_MS) });
  const watch = lease.watch(ids[0]!);
  await handle.db.update(outbox).set({ claimToken: '00000000-0000-4000-8000-000000000002' });
  await sleep(TICK_MS * 3);
  expect(watch.signal.aborted).toBe(true);
  watch.release();
  offset = LEASE_MS;
  expect(await lease.hold(ids[1]!)).toBe(false);
});

test('a lease that cannot be renewed aborts the send before it runs out', async () => {
  const ids = await claimTwoRows();
  // The database refuses every renewal from now on (the rows are gone: nothing matches the claim).
  const failing = {
    ...handle.db,
    update: () => ({
      set: () => ({ where: () => ({ returning: () => Promise.reject(new Error('connection refused')) }) }),
    }),
  };
  lease = startLease(failing as unknown as typeof handle.db, TOKEN, LEASE_MS, clock, {
    ids,
    leaseUntil: new Date(Date.now() + LEASE_MS),
  });
  const watch = lease.watch(ids[0]!);
  offset = LEASE_MS * 0.7;
  await sleep(TICK_MS * 2);
  expect(watch.signal.aborted).toBe(true);
  watch.release();
});
