/**
 * The schedule form's visitor text: uiStrings keys `service.form.<name>` (siteSettings.uiStrings, en and
 * es; seed/src/content/service-strings.ts) with today's English as the fallback for a key an editor deletes. The
 * section resolves them on the server and hands the island plain text; a web test keeps this file and the seed in
 * step. The section title is `service.schedule.title` (service-strings.ts).
 */
import type { Translator } from '@/lib/i18n/strings';
import { PRIVACY_NOTICE_LINK, PRIVACY_NOTICE_PREFIX } from '@/lib/leads/notices';

export const SCHEDULE_TEXTS = {
  loading: 'Loading the scheduling form…',
  privacyPrefix: PRIVACY_NOTICE_PREFIX,
  privacyLink: PRIVACY_NOTICE_LINK,
  honeypot: 'Leave this field empty',
  noScript: 'Online scheduling needs JavaScript. Please call our service department',
  noScriptAt: 'at',
  fixErrors: 'Please correct the highlighted fields.',
  mode: 'I would like to',
  modeNew: 'Book a new appointment',
  modeReschedule: 'Reschedule an appointment',
  appointmentId: 'Appointment number',
  appointmentIdHint: 'It is on your confirmation, for example SA-7K3M9P2Q.',
  bookingPhone: 'Phone used for the booking',
  submitReschedule: 'Reschedule appointment',
  rescheduledTitle: 'Appointment rescheduled',
  toastRescheduledSummary: 'Appointment Rescheduled.',
  toastRescheduledDetail: 'Your service appointment has been moved, someone will reach out to confirm it.',
  store: 'Service center',
  services: 'Services',
  offer: 'Offer: {name}',
  date: 'Preferred day',
  time: 'Preferred time',
  noTimes: 'No times left that day',
  closedThatDay: 'Closed that day',
  hoursThatDay: 'Service hours that day: {hours} (Central time).',
  kind: 'Appointment for',
  personal: 'Personal vehicle',
  business: 'Business or fleet vehicle',
  businessContact: 'Business contact',
  businessName: 'Business name',
  contactName: 'Contact name',
  contactTitle: 'Contact title',
  contactPhone: 'Contact phone',
  contactEmail: 'Contact e-mail',
  vehicle: 'Your vehicle',
  vehicleHint: 'Enter the year, make and model, or the 17-character VIN.',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  mileage: 'Mileage',
  vin: 'VIN',
  contact: 'Your contact details',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  comments: 'Comments',
  submit: 'Request appointment',
  sending: 'Sending…',
  confirmedTitle: 'Appointment requested',
  confirmedText: 'Your appointment number is {id}. We expect you at {store} on {date} at {time} (Central time).',
  confirmedNext: 'Someone from our service team will reach out to confirm your appointment.',
  confirmedCall: 'Questions before then? Call {store} at {phone}.',
  addToCalendar: 'Add to calendar (.ics)',
  another: 'Book another appointment',
  toastSuccessSummary: 'Appointment Requested.',
  toastSuccessDetail: 'Your service appointment has been requested, someone will reach out to confirm it.',
  toastErrorSummary: 'Something went wrong.',
  toastErrorDetail: 'There was an error on sending your information. Please try again or just give us a call',
} as const;

export type ScheduleTextName = keyof typeof SCHEDULE_TEXTS;
export type ScheduleTexts = Record<ScheduleTextName, string>;

/** The uiStrings key of one text. */
export const scheduleTextKey = (name: ScheduleTextName) => `service.form.${name}`;

/** Every text in the site's language: the editor's wording, else today's English. */
export function resolveScheduleTexts(t: Translator): ScheduleTexts {
  const names = Object.keys(SCHEDULE_TEXTS) as ScheduleTextName[];
  return Object.fromEntries(
    names.map((name) => [name, t(scheduleTextKey(name), undefined, SCHEDULE_TEXTS[name])]),
  ) as ScheduleTexts;
}

/** `{name}` placeholders filled in (translation rule). */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
