/**
 * Fixed texts of the schedule form (not in the spec). The section title comes from the CMS (uiStrings
 * `service.schedule.title`); these are field labels and states.
 */
export const SCHEDULE_TEXTS = {
  loading: 'Loading the scheduling form…',
  noScript: 'Online scheduling needs JavaScript. Please call our service department',
  mode: 'I would like to',
  modeNew: 'Book a new appointment',
  modeReschedule: 'Reschedule an appointment',
  appointmentId: 'Appointment number',
  appointmentIdHint: 'It is on your confirmation, for example SA-7K3M9P2Q.',
  bookingPhone: 'Phone used for the booking',
  submitReschedule: 'Reschedule appointment',
  rescheduledTitle: 'Appointment rescheduled',
  toastRescheduled: {
    summary: 'Appointment Rescheduled.',
    detail: 'Your service appointment has been moved, someone will reach out to confirm it.',
  },
  store: 'Service center',
  services: 'Services',
  date: 'Preferred day',
  time: 'Preferred time',
  noTimes: 'No times left that day',
  closedThatDay: 'Closed that day',
  hoursThatDay: 'Service hours that day: {hours} (Central time).',
  kind: 'Appointment for',
  personal: 'Personal vehicle',
  business: 'Business or fleet vehicle',
  businessName: 'Business name',
  vehicle: 'Your vehicle',
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
  addToCalendar: 'Add to calendar (.ics)',
  another: 'Book another appointment',
  toastSuccess: {
    summary: 'Appointment Requested.',
    detail: 'Your service appointment has been requested, someone will reach out to confirm it.',
  },
  toastError: {
    summary: 'Something went wrong.',
    detail: 'There was an error on sending your information. Please try again or just give us a call',
  },
} as const;

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
