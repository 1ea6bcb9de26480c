/**
 * The schedule form's answers, the body each mode sends, and its validation: the same schemas the server actions
 * run (lib/service/appointment-schema.ts, reschedule-schema.ts) plus the store's slot rules (lib/service/slots.ts).
 */
import { fieldErrorsOf, type FieldErrors } from '@/lib/leads/field-errors';
import { serviceAppointmentSchema } from '@/lib/service/appointment-schema';
import { rescheduleSchema } from '@/lib/service/reschedule-schema';
import { checkSlot, slotTimes } from '@/lib/service/slots';
import { timeOf } from '@/lib/service/zoned-time';

import type { ScheduleFormConfig, ScheduleStore } from './schedule-config';

/** The visitor's typed answers (vehicle, contact, business contact, comments). */
export const SCHEDULE_TEXT_FIELDS = [
  'businessName',
  'contactName',
  'contactTitle',
  'contactPhone',
  'contactEmail',
  'year',
  'make',
  'model',
  'mileage',
  'vin',
  'firstName',
  'lastName',
  'email',
  'phone',
  'message',
] as const;

export type ScheduleTextField = (typeof SCHEDULE_TEXT_FIELDS)[number];

export type ScheduleValues = Record<ScheduleTextField, string> & {
  mode: 'new' | 'reschedule';
  appointmentId: string;
  storeId: string;
  appointmentDate: string;
  appointmentTime: string;
  services: string[];
  appointmentFor: 'personal' | 'business';
  /** The honeypot (hidden from people). */
  website: string;
};

/** The order errors are focused in: the first invalid field gets focus after a refused submit. */
export const SCHEDULE_FIELD_ORDER = [
  'appointmentId',
  'storeId',
  'offerId',
  'services',
  'appointmentDate',
  'appointmentTime',
  ...SCHEDULE_TEXT_FIELDS,
] as const;

export const scheduleFieldId = (name: string) => `sched-${name}`;

/** A booking's list message and its entries' messages show as one, on the services group. */
export const scheduleErrorPath = (key: string) => (key.startsWith('services.') ? 'services' : key);

/** The element to focus for the first error: the first service box stands for the group. */
export function firstErrorId(found: FieldErrors): string | null {
  const first = SCHEDULE_FIELD_ORDER.find((name) => Object.keys(found).some((key) => key.split('.')[0] === name));
  if (!first) return null;
  return first === 'services' ? scheduleFieldId('services-0') : scheduleFieldId(first);
}

export function startScheduleValues(config: ScheduleFormConfig, date: string): ScheduleValues {
  const texts = Object.fromEntries(SCHEDULE_TEXT_FIELDS.map((name) => [name, ''])) as Record<ScheduleTextField, string>;
  return {
    ...texts,
    mode: config.appointmentId ? 'reschedule' : 'new',
    appointmentId: config.appointmentId,
    storeId: config.defaultStoreId,
    appointmentDate: date,
    appointmentTime: '',
    services: config.preselected,
    appointmentFor: 'personal',
    website: '',
  };
}

/** What the action receives: a reschedule sends only the number, the phone and the new slot. */
export function scheduleBody(
  values: ScheduleValues,
  chosenTime: string,
  config: Pick<ScheduleFormConfig, 'offer' | 'pagePath'>,
): Record<string, unknown> {
  if (values.mode === 'reschedule') {
    return {
      appointmentId: values.appointmentId,
      phone: values.phone,
      appointmentDate: values.appointmentDate,
      appointmentTime: chosenTime,
    };
  }
  const business = values.appointmentFor === 'business';
  const typed = Object.fromEntries(SCHEDULE_TEXT_FIELDS.map((name) => [name, values[name]]));
  return {
    storeId: values.storeId,
    services: values.services,
    appointmentDate: values.appointmentDate,
    appointmentTime: chosenTime,
    ...typed,
    appointmentFor: values.appointmentFor,
    // A personal appointment sends no business contact (fields typed before switching back are dropped).
    ...(business ? {} : { businessName: '', contactName: '', contactTitle: '', contactPhone: '', contactEmail: '' }),
    // Only the id: the server looks the offer up again before it reaches the notes and the SERVICE lead.
    ...(config.offer ? { offerId: config.offer.offerId } : {}),
    url: config.pagePath,
    website: values.website,
  };
}

/** Field messages of a body (empty when it may be sent); `now` is the moment of the submit. */
export function scheduleErrors(
  body: Record<string, unknown>,
  rescheduling: boolean,
  store: ScheduleStore | undefined,
  now: Date,
): FieldErrors {
  const parsed = (rescheduling ? rescheduleSchema : serviceAppointmentSchema).safeParse(body);
  const found: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const date = String(body.appointmentDate ?? '');
  const chosenTime = String(body.appointmentTime ?? '');
  if (store && date && !found.appointmentDate) {
    // Without a time (a closed or past day offers none) the day itself is what to change.
    const candidate = chosenTime || slotTimes(store, date).at(-1) || timeOf(0);
    const slot = checkSlot(store, date, candidate, now);
    if (!slot.ok) {
      const field = chosenTime ? slot.field : 'appointmentDate';
      found[field] = slot.message;
      if (field === 'appointmentDate') delete found.appointmentTime;
    }
  }
  return found;
}
