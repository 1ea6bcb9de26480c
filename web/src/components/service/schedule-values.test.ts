import { SLOT_MESSAGES } from '@/lib/service/constants';
import { SERVICES_REQUIRED_MESSAGE } from '@/lib/service/appointment-schema';

import type { ScheduleStore } from './schedule-config';
import {
  firstErrorId,
  scheduleBody,
  scheduleErrorPath,
  scheduleErrors,
  startScheduleValues,
  type ScheduleValues,
} from './schedule-values';
import { SCHEDULE_TEXTS } from './schedule-texts';

const store: ScheduleStore = {
  storeId: 'aurora',
  name: 'Test Aurora',
  timezone: 'America/Chicago',
  workingHours: [
    ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => ({
      day,
      closed: false,
      open: '07:30',
      close: '18:00',
    })),
    { day: 'sunday', closed: true },
  ],
  servicePhone: null,
};

const config = {
  stores: [store],
  services: [],
  defaultStoreId: 'aurora',
  privacyHref: '/legal/privacy-policy',
  pagePath: '/service/schedule',
  preselected: ['LOF01'],
  appointmentId: '',
  texts: { ...SCHEDULE_TEXTS },
};

const values = (change: Partial<ScheduleValues> = {}): ScheduleValues => ({
  ...startScheduleValues(config, '2026-11-30'),
  year: '2019',
  make: 'Ford',
  model: 'Escape',
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  phone: '+1 (630) 555-0100',
  businessName: 'Typed before switching back',
  ...change,
});

test.each<[string, string, string]>([
  ['a new booking without ?appointment=', '', 'new'],
  ['a link with ?appointment=', 'SA-ABCDEFGH', 'reschedule'],
])('%s starts in the %s mode', (_name, appointmentId, mode) => {
  expect(startScheduleValues({ ...config, appointmentId }, '2026-11-30')).toMatchObject({
    mode,
    appointmentId,
    services: ['LOF01'],
    appointmentFor: 'personal',
    appointmentDate: '2026-11-30',
  });
});

test.each<[string, Partial<ScheduleValues>, { offer?: { offerId: string; name: string } }, Record<string, unknown>]>([
  [
    'a reschedule sends only the number, the phone and the new slot',
    { mode: 'reschedule', appointmentId: 'SA-ABCDEFGH' },
    {},
    {
      appointmentId: 'SA-ABCDEFGH',
      phone: '+1 (630) 555-0100',
      appointmentDate: '2026-11-30',
      appointmentTime: '09:00',
    },
  ],
  [
    'a personal booking blanks the business contact',
    {},
    {},
    { appointmentFor: 'personal', businessName: '', contactName: '', make: 'Ford', url: '/service/schedule' },
  ],
  [
    'a business booking keeps it',
    { appointmentFor: 'business' },
    {},
    { appointmentFor: 'business', businessName: 'Typed before switching back' },
  ],
  [
    'an offer is sent by its id only',
    {},
    { offer: { offerId: 'free-rotation', name: 'Free rotation' } },
    { offerId: 'free-rotation' },
  ],
])('%s', (_name, change, extra, expected) => {
  const body = scheduleBody(values(change), '09:00', { ...config, ...extra });
  expect(body).toMatchObject(expected);
  if (change.mode === 'reschedule') expect(Object.keys(body).sort()).toEqual(Object.keys(expected).sort());
  if (!extra.offer) expect(body).not.toHaveProperty('offerId');
});

test.each<[string, string]>([
  ['services.0', 'services'],
  ['services', 'services'],
  ['firstName', 'firstName'],
])('the error key %s shows on %s', (key, path) => {
  expect(scheduleErrorPath(key)).toBe(path);
});

test.each<[string, Record<string, string>, string | null]>([
  ['the form order decides, not the message order', { phone: 'x', appointmentDate: 'y' }, 'sched-appointmentDate'],
  ['the first service box stands for the group', { 'services.0': 'x', make: 'y' }, 'sched-services-0'],
  ['the offer line takes focus for an ended offer', { offerId: 'x' }, 'sched-offerId'],
  ['nothing to focus', {}, null],
])('%s', (_name, found, id) => {
  expect(firstErrorId(found)).toBe(id);
});

test('a closed day is refused on the day, not the time; missing answers on their fields', () => {
  const monday = new Date('2026-11-23T15:00:00Z');
  const sunday = '2026-11-29';
  const found = scheduleErrors(
    scheduleBody(values({ appointmentDate: sunday, services: [], firstName: '' }), '', config),
    false,
    store,
    monday,
  );
  expect(found).toMatchObject({
    appointmentDate: SLOT_MESSAGES.closedDay,
    services: SERVICES_REQUIRED_MESSAGE,
    firstName: 'Enter your first name.',
  });
  expect(found).not.toHaveProperty('appointmentTime');
});

test('an open slot with every answer passes', () => {
  const monday = new Date('2026-11-23T15:00:00Z');
  expect(scheduleErrors(scheduleBody(values(), '09:00', config), false, store, monday)).toEqual({});
});
