import 'server-only';
import { randomBytes } from 'node:crypto';

import { and, eq, ne, sql } from 'drizzle-orm';

import { serviceAppointments, type Db } from '@/server/db';

export type NewServiceAppointment = Omit<typeof serviceAppointments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ServiceAppointmentRow = typeof serviceAppointments.$inferSelect;

/** Letters and digits that cannot be misread on the phone (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `SA-` and eight characters: short enough to read out, 31⁸ ≈ 8.5e11 values. */
export function newAppointmentId(): string {
  const bytes = randomBytes(8);
  return `SA-${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/** Appointments (not cancelled) a store already has starting at `startAt`. */
export async function bookedAt(db: Db, storeId: string, startAt: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(serviceAppointments)
    .where(
      and(
        eq(serviceAppointments.storeId, storeId),
        eq(serviceAppointments.startAt, startAt),
        ne(serviceAppointments.status, 'cancelled'),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * Keeps the appointment of a lead. One per lead: a retried submission (same idempotency key, so the same lead)
 * returns the appointment stored the first time.
 */
export async function saveAppointment(db: Db, appointment: NewServiceAppointment): Promise<ServiceAppointmentRow> {
  const [inserted] = await db
    .insert(serviceAppointments)
    .values({ ...appointment, id: newAppointmentId() })
    .onConflictDoNothing({ target: serviceAppointments.leadId })
    .returning();
  if (inserted) return inserted;
  if (!appointment.leadId) throw new Error('appointment insert returned no row');
  const [existing] = await db
    .select()
    .from(serviceAppointments)
    .where(eq(serviceAppointments.leadId, appointment.leadId));
  if (!existing) throw new Error('appointment insert returned no row');
  return existing;
}

export async function findAppointment(db: Db, id: string): Promise<ServiceAppointmentRow | null> {
  const [row] = await db.select().from(serviceAppointments).where(eq(serviceAppointments.id, id));
  return row ?? null;
}
