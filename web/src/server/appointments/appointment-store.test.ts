/**
 * The slot lock at its narrowest: many holds asked for at once on one slot, straight at the store (no lead service
 * in between to spread the requests out). PGlite, and Postgres when DATABASE_URL is set.
 */
import { serviceAppointments } from '@/server/db/schema';
import { testBackends, type OpenedBackend } from '@/server/db/testing/test-backends';

import { moveToSlot, reserveSlot } from './appointment-store';

jest.setTimeout(30_000);

const startAt = new Date('2026-11-25T13:30:00Z');
const hold = (storeId = 'aurora', at = startAt) => ({
  storeId,
  startAt: at,
  endAt: new Date(at.getTime() + 30 * 60_000),
  timezone: 'America/Chicago',
  notesGeneral: null,
  vehicle: { year: 2019, make: 'Ford', model: 'Escape' },
  repairOrderLines: [{ opCode: 'LOF01', name: 'Oil change' }],
  business: null,
});

describe.each(testBackends())('slot holds on %s', (_name, backend) => {
  let store: OpenedBackend;
  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(async () => {
    await store.close();
  });
  beforeEach(async () => {
    await store.db.delete(serviceAppointments);
  });

  test('eight requests at once for a slot with two places: exactly two get one', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => reserveSlot(store.db, hold(), 2)));
    expect(results.filter(Boolean)).toHaveLength(2);
    expect(await store.db.select().from(serviceAppointments)).toHaveLength(2);
  });

  test('another store or another slot is not affected', async () => {
    expect(await reserveSlot(store.db, hold(), 1)).not.toBeNull();
    expect(await reserveSlot(store.db, hold(), 1)).toBeNull();
    expect(await reserveSlot(store.db, hold('orland-park'), 1)).not.toBeNull();
    expect(await reserveSlot(store.db, hold('aurora', new Date('2026-11-25T14:00:00Z')), 1)).not.toBeNull();
  });

  test('five moves at once into a slot with one place left: exactly one moves', async () => {
    await reserveSlot(store.db, hold(), 2);
    const later = new Date('2026-11-25T15:00:00Z');
    const movers = await Promise.all(Array.from({ length: 5 }, () => reserveSlot(store.db, hold('aurora', later), 9)));
    const now = new Date();
    const moved = await Promise.all(
      movers.map((row) =>
        moveToSlot(
          store.db,
          row?.id ?? '',
          { storeId: 'aurora', startAt, endAt: hold().endAt, timezone: 'America/Chicago', status: 'rescheduled' },
          2,
          now,
        ),
      ),
    );
    expect(moved.filter(Boolean)).toHaveLength(1);
  });
});
