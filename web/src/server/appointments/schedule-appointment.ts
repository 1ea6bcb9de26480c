import 'server-only';

import { FORM_ERROR_KEY, type FieldErrors } from '@/lib/leads/field-errors';
import { serviceAppointmentSchema } from '@/lib/service/appointment-schema';
import { isOfferRunning } from '@/lib/offers/running-offer';
import {
  OFFER_UNAVAILABLE_MESSAGE,
  SERVICE_SLOT_CAPACITY,
  SLOT_MESSAGES,
  UNKNOWN_SERVICE_MESSAGE,
} from '@/lib/service/constants';
import { checkSlot, storeTimezone, storeToday } from '@/lib/service/slots';
import { getDb } from '@/server/db';
import { RATE_LIMITED_MESSAGE, SERVER_ERROR_MESSAGE } from '@/server/leads/lead-messages';
import { submitLead, type LeadDeps } from '@/server/leads/submit-lead';

import {
  appointmentOfSubmission,
  attachLead,
  releaseHold,
  reserveSlot,
  type ServiceAppointmentRow,
} from './appointment-store';
import { bookingSubmitter } from './booking-submitter';
import { parseBookingFields } from './parse-booking-fields';
import { serviceStores, type SchedulingService, type SchedulingSource } from './scheduling-source';

export interface ScheduleDeps extends LeadDeps {
  scheduling: SchedulingSource;
}

export interface ScheduleRequest {
  /** The form's values (JSON from the island). */
  fields: Record<string, unknown>;
  /** One per submission: a retry never books or sends twice. */
  idempotencyKey?: string;
  headers: Headers;
  origin: string | null;
}

export type ScheduleOutcome =
  | {
      kind: 'booked';
      appointmentId: string;
      storeName: string;
      /** The store's wall clock (YYYY-MM-DD, HH:mm) and the UTC instants. */
      date: string;
      time: string;
      startAt: string;
      endAt: string;
      timezone: string;
    }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'failed'; message: string };

/**
 * The SERVICE lead's fields: the form's, with services as "Name (OPCODE)" for the mail, the looked-up offer line
 * instead of its id, the held appointment's number (never the visitor's copy), and no store id.
 */
function leadFields(
  raw: Record<string, unknown>,
  lines: SchedulingService[],
  offer: string | null,
  appointmentNumber: string,
) {
  const {
    storeId: _storeId,
    services: _services,
    offerId: _offerId,
    appointmentNumber: _appointmentNumber,
    ...rest
  } = raw;
  void _storeId;
  void _services;
  void _offerId;
  void _appointmentNumber;
  return {
    ...rest,
    form: 'SERVICE',
    services: lines.map((line) => `${line.name} (${line.opCode})`),
    ...(offer ? { offer } : {}),
    // The number the visitor is shown, so the service desk can find the booking they call about.
    appointmentNumber,
  };
}

/** "Name (offer-id)" of the running service offer the visitor booked from; null when none was named. */
async function offerLine(
  offerId: string | undefined,
  scheduling: SchedulingSource,
  today: string,
): Promise<{ line: string | null } | { unavailable: true }> {
  if (!offerId) return { line: null };
  const offer = await scheduling.serviceOffer(offerId);
  if (!offer?.offerId || !offer.name || !isOfferRunning(offer, today)) return { unavailable: true };
  return { line: `${offer.name} (${offer.offerId})` };
}

/**
 * Books a service appointment: the form's schema, the store's service hours in its timezone (no past, closed or
 * off-hours slots), capacity per slot; then the SERVICE lead through the lead service (its validation, rate limits,
 * routing, outbox) and the appointment row tied to that lead.
 */
export async function scheduleServiceAppointment(
  request: ScheduleRequest,
  deps: ScheduleDeps,
): Promise<ScheduleOutcome> {
  const now = deps.now?.() ?? new Date();
  const parsed = parseBookingFields(request.fields, serviceAppointmentSchema);
  if (!('values' in parsed)) return parsed;
  const { values } = parsed;

  const [stores, catalogue] = await Promise.all([deps.scheduling.stores(), deps.scheduling.services()]);
  const store = serviceStores(stores).find((candidate) => candidate.storeId === values.storeId);
  if (!store?.storeId) return { kind: 'invalid', errors: { storeId: SLOT_MESSAGES.store } };

  const lines = values.services.map((opCode) => catalogue.find((service) => service.opCode === opCode));
  if (lines.some((line) => !line?.opCode || !line.name))
    return { kind: 'invalid', errors: { services: UNKNOWN_SERVICE_MESSAGE } };
  const chosen = lines as SchedulingService[];

  const slot = checkSlot(store, values.appointmentDate, values.appointmentTime, now);
  if (!slot.ok) return { kind: 'invalid', errors: { [slot.field]: slot.message } };

  const db = deps.db ?? (await getDb());
  const booked = (appointment: Pick<ServiceAppointmentRow, 'id' | 'startAt' | 'endAt' | 'timezone'>) =>
    ({
      kind: 'booked',
      appointmentId: appointment.id,
      storeName: store.name ?? store.storeId ?? '',
      date: values.appointmentDate,
      time: values.appointmentTime,
      startAt: appointment.startAt.toISOString(),
      endAt: appointment.endAt.toISOString(),
      timezone: appointment.timezone,
    }) as const;

  // A retried submission that already got its appointment gets the same answer, even if the slot filled since.
  if (request.idempotencyKey) {
    const earlier = await appointmentOfSubmission(db, request.idempotencyKey);
    if (earlier) return booked(earlier);
  }

  // The offer is looked up again (running, on the store's calendar): the form's copy of its name is not trusted.
  const offer = await offerLine(values.offerId, deps.scheduling, storeToday(store, now));
  if ('unavailable' in offer) return { kind: 'invalid', errors: { offerId: OFFER_UNAVAILABLE_MESSAGE } };

  const business = values.appointmentFor === 'business' && values.businessName;
  // The place is taken first (counted and held in one locked transaction), then the lead is stored for it.
  const hold = await reserveSlot(
    db,
    {
      storeId: store.storeId,
      startAt: slot.start,
      endAt: slot.end,
      timezone: storeTimezone(store),
      notesGeneral: [offer.line && `Offer: ${offer.line}`, values.message].filter(Boolean).join('\n') || null,
      vehicle: { year: values.year, make: values.make, model: values.model, mileage: values.mileage, vin: values.vin },
      repairOrderLines: chosen.map((line) => ({
        opCode: line.opCode ?? '',
        name: line.name ?? '',
        notesNarrative: line.notes ?? undefined,
      })),
      business: business
        ? {
            name: business,
            contactName: values.contactName,
            contactTitle: values.contactTitle,
            contactPhone: values.contactPhone,
            contactEmail: values.contactEmail,
          }
        : values.businessName
          ? { name: values.businessName }
          : null,
    },
    SERVICE_SLOT_CAPACITY,
  );
  if (!hold) return { kind: 'invalid', errors: { appointmentTime: SLOT_MESSAGES.full } };

  let lead: Awaited<ReturnType<typeof submitLead>>;
  try {
    lead = await submitLead(
      {
        fields: leadFields(request.fields, chosen, offer.line, hold.id),
        files: [],
        ...bookingSubmitter(request.headers, store.storeId, request.idempotencyKey),
        origin: request.origin,
      },
      { ...deps, db },
    );
  } catch (error) {
    await releaseHold(db, hold.id);
    throw error;
  }

  switch (lead.kind) {
    case 'invalid':
      await releaseHold(db, hold.id);
      return { kind: 'invalid', errors: lead.errors };
    case 'rate-limited':
      await releaseHold(db, hold.id);
      return { kind: 'failed', message: RATE_LIMITED_MESSAGE };
    case 'spam':
      // The honeypot was filled: answer like a booking, keep nothing.
      await releaseHold(db, hold.id);
      return booked({ ...hold, id: 'SA-00000000' });
    case 'created':
      return booked(await attachLead(db, hold.id, lead.id));
  }
}

export { FORM_ERROR_KEY, SERVER_ERROR_MESSAGE };
