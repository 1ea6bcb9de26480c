import 'server-only';
import { randomBytes } from 'node:crypto';

import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';

import { leads, serviceAppointments, type Db } from '@/server/db';

export type NewServiceAppointment = Omit<typeof serviceAppointments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ServiceAppointmentRow = typeof serviceAppointments.$inferSelect;

/** Letters and digits that cannot be misread on the phone (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `SA-` and eight characters: short enough to read out, 31⁸ ≈ 8.5e11 values. */
export function newAppointmentId(): string {
  const bytes = randomBytes(8);
  return `SA-${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/**
 * A place is held (row without a lead) while its SERVICE lead is being stored; a hold that never got its lead (the
 * process died in between) stops counting after this long, so a crash cannot block a slot for good.
 */
const HOLD_MINUTES = 10;

/** Advisory-lock namespace of slot locks (the second key is a hash of store and slot); any constant of this app. */
const SLOT_LOCK_NAMESPACE = 4_242_007;

/**
 * Serialises bookings of one store slot until the transaction ends (Postgres and PGlite alike): the count and the
 * insert that follows cannot interleave with another request's for the same slot. Other slots are not blocked.
 */
async function lockSlot(db: Db, storeId: string, startAt: Date): Promise<void> {
  const key = `${storeId}|${startAt.toISOString()}`;
  await db.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SLOT_LOCK_NAMESPACE))}, hashtext(${key}))`);
}

/** Appointments (not cancelled, holds included) a store already has starting at `startAt`. */
export async function bookedAt(db: Db, storeId: string, startAt: Date, exceptId?: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(serviceAppointments)
    .where(
      and(
        eq(serviceAppointments.storeId, storeId),
        eq(serviceAppointments.startAt, startAt),
        ne(serviceAppointments.status, 'cancelled'),
        or(
          isNotNull(serviceAppointments.leadId),
          sql`${serviceAppointments.createdAt} > now() - make_interval(mins => ${sql.raw(String(HOLD_MINUTES))})`,
        ),
        exceptId ? ne(serviceAppointments.id, exceptId) : undefined,
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * Takes one place of a slot if fewer than `capacity` are taken: lock, count and insert in one transaction, so two
 * requests for the last place cannot both get it. The row is a hold (no lead yet) until `attachLead`.
 * Null when the slot is full.
 */
export async function reserveSlot(
  db: Db,
  appointment: Omit<NewServiceAppointment, 'leadId'>,
  capacity: number,
): Promise<ServiceAppointmentRow | null> {
  return db.transaction(async (tx) => {
    await lockSlot(tx, appointment.storeId, appointment.startAt);
    if ((await bookedAt(tx, appointment.storeId, appointment.startAt)) >= capacity) return null;
    const [row] = await tx
      .insert(serviceAppointments)
      .values({ ...appointment, leadId: null, id: newAppointmentId() })
      .returning();
    if (!row) throw new Error('appointment insert returned no row');
    return row;
  });
}

/**
 * Ties a hold to its SERVICE lead. One appointment per lead: when the lead was a retry (same idempotency key) and
 * already has its appointment, the hold is given back and the first appointment is returned.
 */
export async function attachLead(db: Db, holdId: string, leadId: string): Promise<ServiceAppointmentRow> {
  const [existing] = await db.select().from(serviceAppointments).where(eq(serviceAppointments.leadId, leadId));
  if (existing) {
    await releaseHold(db, holdId);
    return existing;
  }
  const [linked] = await db
    .update(serviceAppointments)
    .set({ leadId })
    .where(eq(serviceAppointments.id, holdId))
    .returning();
  if (!linked) throw new Error('appointment hold vanished before its lead was attached');
  return linked;
}

/** Gives a place back when its lead was not stored (invalid, rate-limited, spam or an error). */
export async function releaseHold(db: Db, holdId: string): Promise<void> {
  await db
    .delete(serviceAppointments)
    .where(and(eq(serviceAppointments.id, holdId), isNull(serviceAppointments.leadId)));
}

/** The appointment a submission already booked (a retry with the same idempotency key), if any. */
export async function appointmentOfSubmission(db: Db, idempotencyKey: string): Promise<ServiceAppointmentRow | null> {
  const [row] = await db
    .select({ appointment: serviceAppointments })
    .from(serviceAppointments)
    .innerJoin(leads, eq(leads.id, serviceAppointments.leadId))
    .where(eq(leads.idempotencyKey, idempotencyKey));
  return row?.appointment ?? null;
}

/**
 * Moves an appointment to another slot of its store if that slot has room (its own place not counted): lock, count
 * and update in one transaction, like `reserveSlot`. False when the slot is full.
 */
export async function moveToSlot(
  db: Db,
  id: string,
  slot: { storeId: string; startAt: Date; endAt: Date; timezone: string; status: ServiceAppointmentRow['status'] },
  capacity: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSlot(tx, slot.storeId, slot.startAt);
    if ((await bookedAt(tx, slot.storeId, slot.startAt, id)) >= capacity) return false;
    await tx
      .update(serviceAppointments)
      .set({ startAt: slot.startAt, endAt: slot.endAt, timezone: slot.timezone, status: slot.status, updatedAt: now })
      .where(eq(serviceAppointments.id, id));
    return true;
  });
}

export async function findAppointment(db: Db, id: string): Promise<ServiceAppointmentRow | null> {
  const [row] = await db.select().from(serviceAppointments).where(eq(serviceAppointments.id, id));
  return row ?? null;
}
