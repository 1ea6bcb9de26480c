/**
 * Service scheduling constants, named once. The timezone (America/Chicago) and the hours
 * shape are the business rules; the slot length, capacity and booking window are house rules a store can change here.
 */

/** Length of one drop-off slot, in minutes; slots start at opening time and every slot must end by closing. */
export const SERVICE_SLOT_MINUTES = 30;
/** How many appointments one store takes in the same slot (advisors at the service drive). */
export const SERVICE_SLOT_CAPACITY = 3;
/** How far ahead a visitor may book, in days (today counts as day 0). */
export const SERVICE_BOOKING_WINDOW_DAYS = 60;
/** A slot must start at least this many minutes from now (time to confirm the booking). */
export const SERVICE_MIN_NOTICE_MINUTES = 60;
/** The stores' timezone when the CMS sets none. */
export const DEFAULT_STORE_TIMEZONE = 'America/Chicago';

/** Not in the spec: the slot messages of the schedule form and the server check. */
export const SLOT_MESSAGES = {
  store: 'Please choose a store with a service department.',
  closedDay: 'The service department is closed that day. Please choose another day.',
  outsideHours: 'That time is outside the service hours for that day. Please choose another time.',
  offGrid: 'Please choose one of the listed times.',
  past: 'That time has already passed. Please choose a later time.',
  tooFar: `Please choose a day within the next ${SERVICE_BOOKING_WINDOW_DAYS} days.`,
  full: 'That time is fully booked. Please choose another time.',
} as const;

export type SlotProblem = keyof typeof SLOT_MESSAGES;

/** Not in the spec: an op code that is not one of the CMS popular services. */
export const UNKNOWN_SERVICE_MESSAGE = 'Please choose from the listed services.';
/** Not in the spec: a `?offer=` that is no running service offer by the time the booking is sent. */
export const OFFER_UNAVAILABLE_MESSAGE =
  'This offer is no longer available. Please reload the page to book without it.';

/** Not in the spec: the reschedule form's messages. */
export const RESCHEDULE_MESSAGES = {
  appointmentId: 'Enter your appointment number (for example SA-7K3M9P2Q).',
  notFound: 'We could not find an appointment with that number and phone number.',
  cancelled: 'That appointment was cancelled. Please book a new one.',
} as const;

/** Appointment numbers: `SA-` and eight characters without 0/O, 1/I/L. */
export const APPOINTMENT_ID_PATTERN = /^SA-[2-9A-HJKMNP-Z]{8}$/;
