/**
 * Booking a service appointment end to end in process: the seed's dealership stores and popular services, the
 * real lead service and a real database (PGlite; Postgres too when DATABASE_URL is set).
 */
import { eq } from 'drizzle-orm';

import { VIN_CHECK_DIGIT_MESSAGE } from '@/lib/offers/vin';
import {
  OFFER_UNAVAILABLE_MESSAGE,
  RESCHEDULE_MESSAGES,
  SERVICE_SLOT_CAPACITY,
  SLOT_MESSAGES,
  UNKNOWN_SERVICE_MESSAGE,
} from '@/lib/service/constants';
import { SERVICES_REQUIRED_MESSAGE } from '@/lib/service/appointment-schema';
import { leads, outbox, serviceAppointments } from '@/server/db/schema';
import { testBackends, type OpenedBackend } from '@/server/db/testing/test-backends';
import type { LeadLimits } from '@/server/leads/lead-limits';
import { embeddedLeadContent } from '@/server/leads/testing/embedded-lead-content';

import { rescheduleServiceAppointment } from './reschedule-appointment';
import { scheduleServiceAppointment, type ScheduleRequest } from './schedule-appointment';
import { embeddedSchedulingContent } from './testing/embedded-scheduling-content';

jest.setTimeout(30_000);

const content = embeddedLeadContent('dealership');
const scheduling = embeddedSchedulingContent('dealership');
const roomy: LeadLimits = {
  perIp: { limit: 10_000, windowSeconds: 600 },
  perEmail: { limit: 10_000, windowSeconds: 600 },
  maxJsonBytes: 64 * 1024,
  maxMultipartBytes: 6 * 1024 * 1024,
};
// Tuesday 24 November 2026, 09:00 in Chicago.
const NOW = new Date('2026-11-24T15:00:00Z');

const visitor = {
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  phone: '(630) 555-0100',
  storeId: 'aurora',
  services: ['LOF01', 'ROT02'],
  appointmentDate: '2026-11-25',
  appointmentTime: '07:30',
  year: '2019',
  make: 'Ford',
  model: 'Escape',
  mileage: '51,000',
  message: 'Rattle from the rear on cold mornings.',
};

let counter = 0;
const request = (fields: Record<string, unknown>, key?: string): ScheduleRequest => {
  counter += 1;
  return {
    fields,
    idempotencyKey: key ?? `booking-test-${counter}`,
    headers: new Headers({ 'x-forwarded-for': '203.0.113.7', 'user-agent': 'jest' }),
    origin: 'http://localhost:3101',
  };
};

describe.each(testBackends())('scheduling on %s', (_name, backend) => {
  let store: OpenedBackend;
  const kick = jest.fn();
  const book = (fields: Record<string, unknown>, key?: string) =>
    scheduleServiceAppointment(request(fields, key), {
      content,
      scheduling,
      db: store.db,
      kick,
      limits: roomy,
      now: () => NOW,
    });

  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(() => store.close());
  beforeEach(() => store.reset());

  test('a valid slot stores the appointment and one SERVICE lead with its mail', async () => {
    const outcome = await book(visitor);
    expect(outcome).toMatchObject({
      kind: 'booked',
      date: '2026-11-25',
      time: '07:30',
      startAt: '2026-11-25T13:30:00.000Z',
      endAt: '2026-11-25T14:00:00.000Z',
      timezone: 'America/Chicago',
    });
    if (outcome.kind !== 'booked') return;
    expect(outcome.appointmentId).toMatch(/^SA-[2-9A-Z]{8}$/);

    const [row] = await store.db
      .select()
      .from(serviceAppointments)
      .where(eq(serviceAppointments.id, outcome.appointmentId));
    expect(row).toMatchObject({
      storeId: 'aurora',
      status: 'requested',
      notesGeneral: visitor.message,
      vehicle: { year: 2019, make: 'Ford', model: 'Escape', mileage: 51_000 },
      business: null,
    });
    expect(row?.repairOrderLines.map((line) => line.opCode)).toEqual(['LOF01', 'ROT02']);
    expect(row?.repairOrderLines[0]?.notesNarrative).toMatch(/oil/i);

    const [lead] = await store.db.select().from(leads);
    expect(lead).toMatchObject({ id: row?.leadId, formType: 'SERVICE', storeId: 'aurora' });
    const mails = await store.db
      .select()
      .from(outbox)
      .where(eq(outbox.leadId, lead?.id ?? ''));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Service Appointment Request');
    expect(mails[0]?.body).toContain('Synthetic Oil Change (LOF01)');
    expect(mails[0]?.body).toContain('2026-11-25');
    // The service desk sees the number the visitor was given (text mail row or ADF comments).
    expect(mails[0]?.body).toContain(`Appointment number: ${outcome.appointmentId}`);
    expect(kick).toHaveBeenCalled();
  });

  test('a retry of the same submission books once', async () => {
    const first = await book(visitor, 'same-submission-key');
    const second = await book(visitor, 'same-submission-key');
    expect(second).toEqual(first);
    expect(await store.db.select().from(serviceAppointments)).toHaveLength(1);
    expect(await store.db.select().from(leads)).toHaveLength(1);
  });

  test.each([
    [{ appointmentDate: '2026-11-29' }, 'appointmentDate', SLOT_MESSAGES.closedDay], // Sunday
    [{ appointmentTime: '19:00' }, 'appointmentTime', SLOT_MESSAGES.outsideHours],
    [{ appointmentTime: '07:00' }, 'appointmentTime', SLOT_MESSAGES.outsideHours],
    [{ appointmentDate: '2026-11-24', appointmentTime: '09:30' }, 'appointmentTime', SLOT_MESSAGES.past],
    [{ storeId: 'orland-park', appointmentDate: '2026-11-28' }, 'appointmentDate', SLOT_MESSAGES.closedDay],
    [{ storeId: 'elgin' }, 'storeId', SLOT_MESSAGES.store], // sales only
    [{ storeId: '' }, 'storeId', SLOT_MESSAGES.store],
    [{ services: [] }, 'services', SERVICES_REQUIRED_MESSAGE],
    [{ services: ['NOPE'] }, 'services', UNKNOWN_SERVICE_MESSAGE],
    [{ firstName: '' }, 'firstName', 'Enter your first name.'],
    [{ make: '' }, 'make', 'Enter the make of the vehicle.'],
    [{ phone: '555' }, 'phone', 'Please enter a valid phone number'],
    [{ message: 'Brakes\u0000squeal' }, 'message', 'This field contains characters that are not allowed.'],
    [{ services: ['OIL', '\u0000'] }, 'services.1', 'This field contains characters that are not allowed.'],
  ])('%j is refused on %s', async (change, field, message) => {
    const outcome = await book({ ...visitor, ...change });
    expect(outcome).toEqual({ kind: 'invalid', errors: expect.objectContaining({ [field]: message }) });
    expect(await store.db.select().from(serviceAppointments)).toHaveLength(0);
    expect(await store.db.select().from(leads)).toHaveLength(0);
  });

  test(`a slot takes ${SERVICE_SLOT_CAPACITY} appointments, then reports it is full`, async () => {
    for (let i = 0; i < SERVICE_SLOT_CAPACITY; i += 1) {
      expect((await book({ ...visitor, email: `ana${i}@example.com` })).kind).toBe('booked');
    }
    expect(await book({ ...visitor, email: 'late@example.com' })).toEqual({
      kind: 'invalid',
      errors: { appointmentTime: SLOT_MESSAGES.full },
    });
    // Another slot of the same day is still free.
    expect((await book({ ...visitor, appointmentTime: '08:00' })).kind).toBe('booked');
  });

  test('two requests for the last place at once: exactly one gets it, the other hears the slot is full', async () => {
    for (let i = 1; i < SERVICE_SLOT_CAPACITY; i += 1) {
      expect((await book({ ...visitor, email: `early${i}@example.com` })).kind).toBe('booked');
    }
    const outcomes = await Promise.all([
      book({ ...visitor, email: 'racer1@example.com' }),
      book({ ...visitor, email: 'racer2@example.com' }),
      book({ ...visitor, email: 'racer3@example.com' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.kind === 'booked')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind !== 'booked')).toEqual([
      { kind: 'invalid', errors: { appointmentTime: SLOT_MESSAGES.full } },
      { kind: 'invalid', errors: { appointmentTime: SLOT_MESSAGES.full } },
    ]);
    expect(await store.db.select().from(serviceAppointments)).toHaveLength(SERVICE_SLOT_CAPACITY);
    // Only the winner's lead (and mail) was stored.
    expect(await store.db.select().from(leads)).toHaveLength(SERVICE_SLOT_CAPACITY);
  });

  test('two reschedules into the last place at once: exactly one moves', async () => {
    for (let i = 1; i < SERVICE_SLOT_CAPACITY; i += 1) await book({ ...visitor, email: `full${i}@example.com` });
    const ids: string[] = [];
    for (const email of ['mover1@example.com', 'mover2@example.com']) {
      const outcome = await book({ ...visitor, email, appointmentTime: '08:00' });
      if (outcome.kind !== 'booked') throw new Error(JSON.stringify(outcome));
      ids.push(outcome.appointmentId);
    }
    const outcomes = await Promise.all(
      ids.map((appointmentId) =>
        rescheduleServiceAppointment(
          request({
            appointmentId,
            phone: visitor.phone,
            appointmentDate: visitor.appointmentDate,
            appointmentTime: visitor.appointmentTime,
          }),
          { content, scheduling, db: store.db, kick, limits: roomy, now: () => NOW },
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'booked')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.kind !== 'booked')).toEqual({
      kind: 'invalid',
      errors: { appointmentTime: SLOT_MESSAGES.full },
    });
  });

  test('a retried booking returns the same appointment even when its slot has filled since', async () => {
    const first = await book(visitor, 'retry-key-0001');
    for (let i = 1; i < SERVICE_SLOT_CAPACITY; i += 1) await book({ ...visitor, email: `after${i}@example.com` });
    const again = await book(visitor, 'retry-key-0001');
    expect(again).toEqual(first);
    expect(await store.db.select().from(serviceAppointments)).toHaveLength(SERVICE_SLOT_CAPACITY);
  });

  test('a refused lead gives its held place back', async () => {
    const outcome = await scheduleServiceAppointment(request(visitor), {
      content,
      scheduling,
      db: store.db,
      kick,
      limits: { ...roomy, perIp: { limit: 0, windowSeconds: 600 } },
      now: () => NOW,
    });
    expect(outcome.kind).toBe('failed');
    expect(await store.db.select().from(serviceAppointments)).toHaveLength(0);
  });

  test('a personal appointment keeps a business name only', async () => {
    const outcome = await book({ ...visitor, businessName: 'Diaz Plumbing LLC' });
    if (outcome.kind !== 'booked') throw new Error(JSON.stringify(outcome));
    const [row] = await store.db.select().from(serviceAppointments);
    expect(row?.business).toEqual({ name: 'Diaz Plumbing LLC' });
  });

  const business = {
    appointmentFor: 'business',
    businessName: 'Diaz Plumbing LLC',
    contactName: 'Marta Diaz',
    contactTitle: 'Fleet manager',
    contactPhone: '(630) 555-0111',
    contactEmail: 'fleet@diazplumbing.example',
  };

  test('a business appointment keeps the business contact and the mail carries it', async () => {
    const outcome = await book({ ...visitor, ...business });
    if (outcome.kind !== 'booked') throw new Error(JSON.stringify(outcome));
    const [row] = await store.db.select().from(serviceAppointments);
    expect(row?.business).toEqual({
      name: 'Diaz Plumbing LLC',
      contactName: 'Marta Diaz',
      contactTitle: 'Fleet manager',
      contactPhone: '(630) 555-0111',
      contactEmail: 'fleet@diazplumbing.example',
    });
    const [mail] = await store.db.select().from(outbox);
    for (const text of ['Diaz Plumbing LLC', 'Marta Diaz', 'Fleet manager', 'fleet@diazplumbing.example']) {
      expect(mail?.body).toContain(text);
    }
    const moved = await rescheduleServiceAppointment(
      request({
        appointmentId: outcome.appointmentId,
        phone: visitor.phone,
        appointmentDate: '2026-11-27',
        appointmentTime: '10:30',
      }),
      { content, scheduling, db: store.db, kick, limits: roomy, now: () => NOW },
    );
    expect(moved.kind).toBe('booked');
    const notice = (await store.db.select().from(outbox)).find((row) => row.body.includes('Reschedule of'));
    expect(notice?.body).toContain('Marta Diaz');
  });

  test.each([
    ['businessName', '', 'This field is required'],
    ['contactName', '', 'This field is required'],
    ['contactTitle', ' ', 'This field is required'],
    ['contactPhone', '', 'This field is required'],
    ['contactPhone', '555-01', 'Please enter a valid phone number'],
    ['contactEmail', '', 'This field is required'],
    ['contactEmail', 'fleet@nowhere', 'Please enter a valid email address'],
  ])('a business appointment with %s %j is refused', async (field, value, message) => {
    const outcome = await book({ ...visitor, ...business, [field]: value });
    expect(outcome).toEqual({ kind: 'invalid', errors: { [field]: message } });
    expect(await store.db.select().from(serviceAppointments)).toHaveLength(0);
  });
  test('a VIN instead of year, make and model books, kept normalised on the appointment and in the mail', async () => {
    const { year: _year, make: _make, model: _model, ...rest } = visitor;
    void [_year, _make, _model];
    const outcome = await book({ ...rest, vin: '1hgcm826-33a004352' });
    expect(outcome.kind).toBe('booked');
    const [row] = await store.db.select().from(serviceAppointments);
    expect(row?.vehicle).toEqual({ mileage: 51_000, vin: '1HGCM82633A004352' });
    const [mail] = await store.db.select().from(outbox);
    expect(mail?.body).toContain('1HGCM82633A004352');
  });

  test.each([
    ['no year, make, model or VIN', { year: '', make: '', model: '' }, { year: 'Enter the year of the vehicle.' }],
    ['a VIN with a wrong check digit', { vin: '1HGCM82634A004352' }, { vin: VIN_CHECK_DIGIT_MESSAGE }],
  ])('%s is refused', async (_name, change, errors) => {
    const outcome = await book({ ...visitor, ...change });
    expect(outcome).toEqual({ kind: 'invalid', errors: expect.objectContaining(errors) });
    expect(await store.db.select().from(serviceAppointments)).toHaveLength(0);
  });

  test('a running service offer reaches the appointment notes and the SERVICE mail, looked up by its id', async () => {
    const outcome = await book({ ...visitor, offerId: 'free-tire-rotation' });
    expect(outcome.kind).toBe('booked');
    const [row] = await store.db.select().from(serviceAppointments);
    expect(row?.notesGeneral).toBe(
      `Offer: Free Tire Rotation With Any Oil Change (free-tire-rotation)\n${visitor.message}`,
    );
    const [mail] = await store.db.select().from(outbox);
    expect(mail?.body).toContain('Offer: Free Tire Rotation With Any Oil Change (free-tire-rotation)');
  });

  test.each([
    ['an ended service offer', 'summer-ac-check'],
    ['a sales offer', 'first-time-buyer'],
    ['an unknown offer', 'no-such-offer'],
  ])('%s is refused, nothing booked', async (_name, offerId) => {
    const outcome = await book({ ...visitor, offerId });
    expect(outcome).toEqual({ kind: 'invalid', errors: { offerId: OFFER_UNAVAILABLE_MESSAGE } });
    expect(await store.db.select().from(serviceAppointments)).toHaveLength(0);
    expect(await store.db.select().from(leads)).toHaveLength(0);
  });

  test('the appointment number is the server’s: a form sending its own is refused, nothing booked or sent', async () => {
    const outcome = await book({ ...visitor, appointmentNumber: 'SA-FAKEFAKE' });
    expect(outcome.kind).toBe('invalid');
    expect(await store.db.select().from(serviceAppointments)).toHaveLength(0);
    expect(await store.db.select().from(outbox)).toHaveLength(0);
  });

  test('the offer line is the server’s: the form cannot send its own', async () => {
    const outcome = await book({ ...visitor, offer: 'Everything free (made-up)' });
    expect(outcome).toEqual({ kind: 'invalid', errors: { offer: 'This field is not allowed' } });
  });

  describe('reschedule', () => {
    const reschedule = (fields: Record<string, unknown>, key?: string) =>
      rescheduleServiceAppointment(request(fields, key), {
        content,
        scheduling,
        db: store.db,
        kick,
        limits: roomy,
        now: () => NOW,
      });

    async function booked(): Promise<string> {
      const outcome = await book(visitor);
      if (outcome.kind !== 'booked') throw new Error(JSON.stringify(outcome));
      return outcome.appointmentId;
    }

    test('moves the same appointment to a new slot and tells the service department', async () => {
      const id = await booked();
      const outcome = await reschedule({
        appointmentId: id.toLowerCase(),
        phone: '630-555-0100',
        appointmentDate: '2026-11-27',
        appointmentTime: '10:30',
      });
      expect(outcome).toMatchObject({
        kind: 'booked',
        appointmentId: id,
        date: '2026-11-27',
        time: '10:30',
        startAt: '2026-11-27T16:30:00.000Z',
      });
      const rows = await store.db.select().from(serviceAppointments);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id, status: 'rescheduled', startAt: new Date('2026-11-27T16:30:00Z') });
      const mails = await store.db.select().from(outbox);
      expect(mails).toHaveLength(2);
      const notice = mails.find((mail) => mail.body.includes(`Reschedule of appointment ${id}`));
      expect(notice?.body).toContain('was 2026-11-25 07:30');
      expect(notice?.body).toContain('2026-11-27');
    });

    test.each([
      [{ phone: '(630) 555-0199' }, 'appointmentId', RESCHEDULE_MESSAGES.notFound],
      [{ appointmentId: 'SA-22222222' }, 'appointmentId', RESCHEDULE_MESSAGES.notFound],
      [{ appointmentId: 'nope' }, 'appointmentId', RESCHEDULE_MESSAGES.appointmentId],
      [{ appointmentDate: '2026-11-29' }, 'appointmentDate', SLOT_MESSAGES.closedDay],
      [{ appointmentTime: '18:00' }, 'appointmentTime', SLOT_MESSAGES.outsideHours],
    ])('%j is refused on %s and nothing changes', async (change, field, message) => {
      const id = await booked();
      const outcome = await reschedule({
        appointmentId: id,
        phone: visitor.phone,
        appointmentDate: '2026-11-27',
        appointmentTime: '10:30',
        ...change,
      });
      expect(outcome).toEqual({ kind: 'invalid', errors: { [field]: message } });
      const [row] = await store.db.select().from(serviceAppointments);
      expect(row?.status).toBe('requested');
      expect(await store.db.select().from(outbox)).toHaveLength(1);
    });

    test('its own slot does not count against the capacity', async () => {
      const id = await booked();
      for (let i = 1; i < SERVICE_SLOT_CAPACITY; i += 1) await book({ ...visitor, email: `other${i}@example.com` });
      const outcome = await reschedule({
        appointmentId: id,
        phone: visitor.phone,
        appointmentDate: visitor.appointmentDate,
        appointmentTime: visitor.appointmentTime,
      });
      expect(outcome.kind).toBe('booked');
    });
  });
});
