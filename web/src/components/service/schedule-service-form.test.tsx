import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { VIN_CHECK_DIGIT_MESSAGE } from '@/lib/offers/vin';
import { OFFER_UNAVAILABLE_MESSAGE, SLOT_MESSAGES } from '@/lib/service/constants';
import { addDays, wallClockAt, weekdayOf } from '@/lib/service/zoned-time';

import type { ScheduleAction, ScheduleFormConfig } from './schedule-config';
import { ScheduleServiceForm } from './schedule-service-form';
import { SCHEDULE_TEXTS } from './schedule-texts';

const open = { closed: false, open: '07:30', close: '18:00' };
const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => ({ day, ...open }));

const config: ScheduleFormConfig = {
  stores: [
    {
      storeId: 'aurora',
      name: 'Test Aurora',
      timezone: 'America/Chicago',
      workingHours: [...week, { day: 'sunday', closed: true }],
      servicePhone: null,
    },
  ],
  services: [
    { opCode: 'LOF01', name: 'Synthetic Oil Change', price: 'From $79.95' },
    { opCode: 'ROT02', name: 'Tire Rotation & Balance', price: null },
  ],
  defaultStoreId: 'aurora',
  privacyHref: '/legal/privacy-policy',
  pagePath: '/service/schedule',
  preselected: ['ROT02'],
  appointmentId: '',
  texts: { ...SCHEDULE_TEXTS },
};

/** The answer of a booked 7:30 appointment on Monday, November 30, 2026. */
const BOOKED = {
  kind: 'booked',
  appointmentId: 'SA-ABCDEFGH',
  storeName: 'Test Aurora',
  date: '2026-11-30',
  time: '07:30',
  startAt: '2026-11-30T13:30:00.000Z',
  endAt: '2026-11-30T14:00:00.000Z',
  timezone: 'America/Chicago',
} as const;

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(byId(id), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request appointment' }));

function nextSunday(): string {
  let date = addDays(wallClockAt(new Date(), 'America/Chicago').date, 1);
  while (weekdayOf(date) !== 'sunday') date = addDays(date, 1);
  return date;
}

/** The conversions the form handed to the tracking island (queued: no island listens in these tests). */
const queuedConversions = () =>
  (window.__dealerTrackPending ?? []).map(({ name, value, eventId }) => ({ name, value, eventId }));

beforeEach(() => {
  window.__dealerTrackPending = [];
  window.__dealerTrackFired = new Set();
});

function fillVisitor() {
  type('sched-year', '2019');
  type('sched-make', 'Ford');
  type('sched-model', 'Escape');
  type('sched-firstName', 'Ana');
  type('sched-lastName', 'Diaz');
  type('sched-email', 'ana@example.com');
  type('sched-phone', '6305550100');
}

test('a preselected service is ticked and a day with slots is chosen', () => {
  render(<ScheduleServiceForm config={config} action={jest.fn()} reschedule={jest.fn()} />);
  expect(screen.getByLabelText(/Tire Rotation/)).toBeChecked();
  expect(screen.getByLabelText(/Synthetic Oil Change/)).not.toBeChecked();
  expect(byId('sched-appointmentDate').value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(byId('sched-appointmentTime').value).toMatch(/^\d{2}:\d{2}$/);
  expect(document.getElementById('sched-appointmentDate-hint')).toHaveTextContent(
    'Service hours that day: 7:30 AM – 6:00 PM (Central time).',
  );
});

test('a closed day is refused on the day field without calling the server', () => {
  const action = jest.fn<ReturnType<ScheduleAction>, Parameters<ScheduleAction>>();
  render(<ScheduleServiceForm config={config} action={action} reschedule={jest.fn()} />);
  fillVisitor();
  type('sched-appointmentDate', nextSunday());
  expect(document.getElementById('sched-appointmentDate-hint')).toHaveTextContent('Closed that day');
  submit();
  expect(document.getElementById('sched-appointmentDate-error')).toHaveTextContent(SLOT_MESSAGES.closedDay);
  expect(byId('sched-appointmentDate')).toHaveFocus();
  expect(document.getElementById('sched-appointmentTime-error')).toBeNull();
  expect(action).not.toHaveBeenCalled();
});

test('missing fields show the field messages', () => {
  render(<ScheduleServiceForm config={config} action={jest.fn()} reschedule={jest.fn()} />);
  fireEvent.click(screen.getByLabelText(/Tire Rotation/));
  submit();
  expect(document.getElementById('sched-firstName-error')).toHaveTextContent('Enter your first name.');
  expect(document.getElementById('sched-make-error')).toHaveTextContent('Enter the make of the vehicle.');
  expect(screen.getByText('Please choose at least one service.')).toBeInTheDocument();
});

test('a booking shows the confirmation and the toast; server field errors are shown on their fields', async () => {
  const action = jest
    .fn<ReturnType<ScheduleAction>, Parameters<ScheduleAction>>()
    .mockResolvedValueOnce({ kind: 'invalid', errors: { appointmentTime: SLOT_MESSAGES.full } })
    .mockResolvedValueOnce(BOOKED);
  render(<ScheduleServiceForm config={config} action={action} reschedule={jest.fn()} />);
  fillVisitor();
  submit();
  await waitFor(() =>
    expect(document.getElementById('sched-appointmentTime-error')).toHaveTextContent(SLOT_MESSAGES.full),
  );
  const [fields, key] = action.mock.calls[0] ?? [];
  expect(fields).toMatchObject({ storeId: 'aurora', services: ['ROT02'], make: 'Ford', phone: '+1 (630) 555-0100' });
  // A refused booking is no conversion.
  expect(queuedConversions()).toEqual([]);

  submit();
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Appointment requested' })).toHaveFocus());
  // The retry of the same submission reuses its idempotency key.
  expect(action.mock.calls[1]?.[1]).toBe(key);
  expect(screen.getByTestId('service-confirmation')).toHaveTextContent(
    'Your appointment number is SA-ABCDEFGH. We expect you at Test Aurora on Monday, November 30, 2026 at 7:30 AM',
  );
  expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute('download', 'SA-ABCDEFGH.ics');
  expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Appointment Requested.');
  // The booking is the Schedule conversion, its event id the appointment's number.
  expect(queuedConversions()).toEqual([{ name: 'Schedule', value: 20, eventId: 'appointment-SA-ABCDEFGH' }]);
});

test('reschedule mode asks only for the number, the phone and the new slot', async () => {
  const action = jest.fn<ReturnType<ScheduleAction>, Parameters<ScheduleAction>>();
  const reschedule = jest.fn<ReturnType<ScheduleAction>, Parameters<ScheduleAction>>().mockResolvedValue({
    kind: 'booked',
    appointmentId: 'SA-ABCDEFGH',
    storeName: 'Test Aurora',
    date: '2026-11-30',
    time: '09:00',
    startAt: '2026-11-30T15:00:00.000Z',
    endAt: '2026-11-30T15:30:00.000Z',
    timezone: 'America/Chicago',
  });
  render(
    <ScheduleServiceForm
      config={{ ...config, appointmentId: 'sa-abcdefgh' }}
      action={action}
      reschedule={reschedule}
    />,
  );
  expect(screen.getByLabelText('Reschedule an appointment')).toBeChecked();
  expect(byId('sched-make')).toBeNull();
  expect(screen.queryByText('Services')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Reschedule appointment' }));
  expect(document.getElementById('sched-phone-error')).toHaveTextContent('This field is required');
  type('sched-phone', '6305550100');
  fireEvent.click(screen.getByRole('button', { name: 'Reschedule appointment' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Appointment rescheduled' })).toHaveFocus());
  expect(reschedule.mock.calls[0]?.[0]).toMatchObject({ appointmentId: 'sa-abcdefgh', phone: '+1 (630) 555-0100' });
  expect(action).not.toHaveBeenCalled();
  expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Appointment Rescheduled.');
  // Moving a booking already counted is no new conversion.
  expect(queuedConversions()).toEqual([]);
});

test('a business appointment asks for the business contact with the field messages and sends it', async () => {
  const action = jest.fn<ReturnType<ScheduleAction>, Parameters<ScheduleAction>>().mockResolvedValue(BOOKED);
  render(<ScheduleServiceForm config={config} action={action} reschedule={jest.fn()} />);
  expect(byId('sched-contactName')).toBeNull();
  fireEvent.click(screen.getByLabelText('Business or fleet vehicle'));
  fillVisitor();
  type('sched-contactPhone', '555');
  type('sched-contactEmail', 'fleet@nowhere');
  submit();
  expect(document.getElementById('sched-businessName-error')).toHaveTextContent('This field is required');
  expect(byId('sched-businessName')).toHaveFocus();
  expect(document.getElementById('sched-contactName-error')).toHaveTextContent('This field is required');
  expect(document.getElementById('sched-contactTitle-error')).toHaveTextContent('This field is required');
  expect(document.getElementById('sched-contactPhone-error')).toHaveTextContent('Please enter a valid phone number');
  expect(document.getElementById('sched-contactEmail-error')).toHaveTextContent('Please enter a valid email address');
  expect(action).not.toHaveBeenCalled();

  type('sched-businessName', 'Diaz Plumbing LLC');
  type('sched-contactName', 'Marta Diaz');
  type('sched-contactTitle', 'Fleet manager');
  type('sched-contactPhone', '6305550111');
  type('sched-contactEmail', 'fleet@diazplumbing.example');
  submit();
  await waitFor(() => expect(action).toHaveBeenCalled());
  expect(action.mock.calls[0]?.[0]).toMatchObject({
    appointmentFor: 'business',
    businessName: 'Diaz Plumbing LLC',
    contactName: 'Marta Diaz',
    contactTitle: 'Fleet manager',
    contactPhone: '+1 (630) 555-0111',
    contactEmail: 'fleet@diazplumbing.example',
  });
});

test('a VIN may stand in for the year, make and model; a wrong one is refused on the VIN field', async () => {
  const action = jest.fn<ReturnType<ScheduleAction>, Parameters<ScheduleAction>>().mockResolvedValue(BOOKED);
  render(<ScheduleServiceForm config={config} action={action} reschedule={jest.fn()} />);
  expect(screen.getByRole('group', { name: 'Your vehicle' })).toHaveAccessibleDescription(SCHEDULE_TEXTS.vehicleHint);
  fillVisitor();
  for (const id of ['sched-year', 'sched-make', 'sched-model']) type(id, '');
  type('sched-vin', '1HGCM82634A004352');
  submit();
  expect(document.getElementById('sched-vin-error')).toHaveTextContent(VIN_CHECK_DIGIT_MESSAGE);
  expect(byId('sched-vin')).toHaveFocus();
  expect(document.getElementById('sched-make-error')).toBeNull();
  expect(action).not.toHaveBeenCalled();

  type('sched-vin', '1hgcm82633a004352');
  submit();
  await waitFor(() => expect(action).toHaveBeenCalled());
  expect(action.mock.calls[0]?.[0]).toMatchObject({ vin: '1hgcm82633a004352', year: '', make: '', model: '' });
});

test('a service offer from ?offer= is shown and sent by id; an offer gone by then is reported on it', async () => {
  const action = jest
    .fn<ReturnType<ScheduleAction>, Parameters<ScheduleAction>>()
    .mockResolvedValue({ kind: 'invalid', errors: { offerId: OFFER_UNAVAILABLE_MESSAGE } });
  const offer = { offerId: 'free-tire-rotation', name: 'Free Tire Rotation With Any Oil Change' };
  render(<ScheduleServiceForm config={{ ...config, offer }} action={action} reschedule={jest.fn()} />);
  expect(screen.getByText('Offer: Free Tire Rotation With Any Oil Change')).toBeInTheDocument();
  fillVisitor();
  submit();
  await waitFor(() => expect(action).toHaveBeenCalled());
  expect(action.mock.calls[0]?.[0]).toMatchObject({ offerId: 'free-tire-rotation' });
  expect(action.mock.calls[0]?.[0]).not.toHaveProperty('offer');
  await waitFor(() =>
    expect(document.getElementById('sched-offerId-error')).toHaveTextContent(OFFER_UNAVAILABLE_MESSAGE),
  );
  expect(byId('sched-offerId')).toHaveFocus();
});

test('without an offer nothing is shown and no offer id is sent', async () => {
  const action = jest.fn<ReturnType<ScheduleAction>, Parameters<ScheduleAction>>().mockResolvedValue({
    kind: 'invalid',
    errors: { appointmentTime: SLOT_MESSAGES.full },
  });
  render(<ScheduleServiceForm config={config} action={action} reschedule={jest.fn()} />);
  expect(screen.queryByText(/^Offer:/)).toBeNull();
  fillVisitor();
  submit();
  await waitFor(() => expect(action).toHaveBeenCalled());
  expect(action.mock.calls[0]?.[0]).not.toHaveProperty('offerId');
});

test('the texts come from the config (the CMS), not the built-in English', () => {
  const texts = { ...SCHEDULE_TEXTS, submit: 'Solicitar cita', make: 'Marca' };
  render(<ScheduleServiceForm config={{ ...config, texts }} action={jest.fn()} reschedule={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Solicitar cita' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Marca/)).toBe(byId('sched-make'));
});
