import 'server-only';

import { eq } from 'drizzle-orm';
import type { LeadPayload } from '@/lib/leads/payload';
import { normalizePhone } from '@/lib/phone/format';
import { rescheduleSchema } from '@/lib/service/reschedule-schema';
import { RESCHEDULE_MESSAGES, SERVICE_SLOT_CAPACITY, SLOT_MESSAGES } from '@/lib/service/constants';
import { checkSlot, storeTimezone } from '@/lib/service/slots';
import { wallClockAt } from '@/lib/service/zoned-time';
import { getDb, leads, serviceAppointments } from '@/server/db';
import { RATE_LIMITED_MESSAGE } from '@/server/leads/lead-messages';
import { submitLead } from '@/server/leads/submit-lead';

import { bookingSubmitter } from './booking-submitter';
import { parseBookingFields } from './parse-booking-fields';
import type { ScheduleDeps, ScheduleOutcome, ScheduleRequest } from './schedule-appointment';
import { moveToSlot, type ServiceAppointmentRow } from './appointment-store';
import { serviceStores } from './scheduling-source';

/** The business contact of a business appointment, so the reschedule mail names it as the booking did. */
function businessFields(business: ServiceAppointmentRow['business']): Record<string, string> {
  if (!business) return {};
  const { name, contactName, contactTitle, contactPhone, contactEmail } = business;
  if (!contactName || !contactTitle || !contactPhone || !contactEmail) return { businessName: name };
  return { appointmentFor: 'business', businessName: name, contactName, contactTitle, contactPhone, contactEmail };
}

/**
 * Moves a booked appointment to a new slot of its store: found by number and the phone it was booked with (the
 * SERVICE lead's), the new slot checked like a booking (hours, timezone, notice, capacity not counting itself).
 * The same row is updated (status `rescheduled`) and the service department gets a SERVICE mail saying so.
 */
export async function rescheduleServiceAppointment(
  request: ScheduleRequest,
  deps: ScheduleDeps,
): Promise<ScheduleOutcome> {
  const now = deps.now?.() ?? new Date();
  const parsed = parseBookingFields(request.fields, rescheduleSchema);
  if (!('values' in parsed)) return parsed;
  const { values } = parsed;
  const db = deps.db ?? (await getDb());

  const [found] = await db
    .select({ appointment: serviceAppointments, payload: leads.payload })
    .from(serviceAppointments)
    .leftJoin(leads, eq(leads.id, serviceAppointments.leadId))
    .where(eq(serviceAppointments.id, values.appointmentId));
  const payload = found?.payload as LeadPayload | null | undefined;
  // One answer for a wrong number and a wrong phone: the form must not reveal which appointments exist.
  if (!found || !payload || normalizePhone(payload.user.phone) !== normalizePhone(values.phone)) {
    return { kind: 'invalid', errors: { appointmentId: RESCHEDULE_MESSAGES.notFound } };
  }
  const { appointment } = found;
  if (appointment.status === 'cancelled')
    return { kind: 'invalid', errors: { appointmentId: RESCHEDULE_MESSAGES.cancelled } };

  const stores = serviceStores(await deps.scheduling.stores());
  const store = stores.find((candidate) => candidate.storeId === appointment.storeId);
  if (!store?.storeId) return { kind: 'invalid', errors: { appointmentId: SLOT_MESSAGES.store } };
  const slot = checkSlot(store, values.appointmentDate, values.appointmentTime, now);
  if (!slot.ok) return { kind: 'invalid', errors: { [slot.field]: slot.message } };

  const zone = storeTimezone(store);
  const was = wallClockAt(appointment.startAt, zone);
  // The new place is taken first (counted and moved in one locked transaction), then the department is told.
  const moved = await moveToSlot(
    db,
    appointment.id,
    { storeId: store.storeId, startAt: slot.start, endAt: slot.end, timezone: zone, status: 'rescheduled' },
    SERVICE_SLOT_CAPACITY,
    now,
  );
  if (!moved) return { kind: 'invalid', errors: { appointmentTime: SLOT_MESSAGES.full } };
  const moveBack = () =>
    db
      .update(serviceAppointments)
      .set({
        startAt: appointment.startAt,
        endAt: appointment.endAt,
        timezone: appointment.timezone,
        status: appointment.status,
        updatedAt: appointment.updatedAt,
      })
      .where(eq(serviceAppointments.id, appointment.id));
  let lead: Awaited<ReturnType<typeof submitLead>>;
  try {
    lead = await submitLead(
      {
        fields: {
          form: 'SERVICE',
          firstName: payload.user.firstName,
          lastName: payload.user.lastName,
          email: payload.user.email,
          phone: payload.user.phone,
          appointmentDate: values.appointmentDate,
          appointmentTime: values.appointmentTime,
          services: appointment.repairOrderLines.map((line) => `${line.name} (${line.opCode})`),
          year: appointment.vehicle.year,
          make: appointment.vehicle.make,
          model: appointment.vehicle.model,
          mileage: appointment.vehicle.mileage,
          vin: appointment.vehicle.vin,
          message: `Reschedule of appointment ${appointment.id} (was ${was.date} ${was.time}).`,
          ...businessFields(appointment.business),
        },
        files: [],
        // The appointment's store is the lead's store, whatever the visitor's cookie says.
        ...bookingSubmitter(request.headers, store.storeId, request.idempotencyKey),
        origin: request.origin,
      },
      { ...deps, db },
    );
  } catch (error) {
    await moveBack();
    throw error;
  }
  if (lead.kind === 'invalid' || lead.kind === 'rate-limited') await moveBack();
  if (lead.kind === 'invalid') return { kind: 'invalid', errors: lead.errors };
  if (lead.kind === 'rate-limited') return { kind: 'failed', message: RATE_LIMITED_MESSAGE };
  return {
    kind: 'booked',
    appointmentId: appointment.id,
    storeName: store.name ?? store.storeId,
    date: values.appointmentDate,
    time: values.appointmentTime,
    startAt: slot.start.toISOString(),
    endAt: slot.end.toISOString(),
    timezone: zone,
  };
}
