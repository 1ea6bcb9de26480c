'use client';

import { submissionKeyFor, type SubmissionKey } from '@/lib/http/submission-key';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { fieldErrorsOf, type FieldErrors } from '@/lib/leads/field-errors';
import { PRIVACY_NOTICE_LINK, PRIVACY_NOTICE_PREFIX } from '@/lib/leads/notices';
import { TOAST_LIFE_MS } from '@/lib/leads/toasts';
import { serviceAppointmentSchema } from '@/lib/service/appointment-schema';
import { rescheduleSchema } from '@/lib/service/reschedule-schema';
import { eventIcs } from '@/lib/service/ics';
import {
  checkSlot,
  dateLabel,
  firstOpenDate,
  lastBookableDate,
  openSlots,
  serviceHoursOn,
  slotLabel,
  slotTimes,
  storeToday,
} from '@/lib/service/slots';
import { timeOf } from '@/lib/service/zoned-time';
import { fireServiceBooked } from '@/lib/tracking/fire-conversion';
import { FormField as Field } from '@/components/forms/kit/form-field';
import formStyles from '@/components/forms/lead-form.module.css';
import { maskPhoneInput } from '@/components/forms/kit/phone-mask';
import { withPhoneLink } from '@/components/ui/phone-link-text';
import { ToastRegion, useToasts } from '@/components/ui/toast-region';

import type { ScheduleAction, ScheduleFormConfig } from './schedule-config';
import { fill } from './schedule-texts';
import styles from './schedule-service-form.module.css';

type TextField =
  | 'businessName'
  | 'contactName'
  | 'contactTitle'
  | 'contactPhone'
  | 'contactEmail'
  | 'year'
  | 'make'
  | 'model'
  | 'mileage'
  | 'vin'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'message';

interface Booked {
  rescheduled: boolean;
  appointmentId: string;
  storeName: string;
  date: string;
  time: string;
  startAt: string;
  endAt: string;
}

const EMPTY: Record<TextField, string> = {
  businessName: '',
  contactName: '',
  contactTitle: '',
  contactPhone: '',
  contactEmail: '',
  year: '',
  make: '',
  model: '',
  mileage: '',
  vin: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
};

/** The order errors are focused in: the first invalid field gets focus after a refused submit. */
const FIELD_ORDER = [
  'appointmentId',
  'storeId',
  'offerId',
  'services',
  'appointmentDate',
  'appointmentTime',
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

const fieldId = (name: string) => `sched-${name}`;

/**
 * /service/schedule: store, services, a day and one of that day's open slots (the store's service hours
 * in its timezone), the vehicle and the visitor. The same schema and slot rules run here and in the server action.
 */
export function ScheduleServiceForm({
  config,
  action,
  reschedule,
}: {
  config: ScheduleFormConfig;
  action: ScheduleAction;
  reschedule: ScheduleAction;
}) {
  const [mode, setMode] = useState<'new' | 'reschedule'>(config.appointmentId ? 'reschedule' : 'new');
  const [appointmentId, setAppointmentId] = useState(config.appointmentId);
  const rescheduling = mode === 'reschedule';
  const T = config.texts;
  const [storeId, setStoreId] = useState(config.defaultStoreId);
  const store = config.stores.find((candidate) => candidate.storeId === storeId) ?? config.stores[0];
  const [now] = useState(() => new Date());
  const [date, setDate] = useState(() => (store ? (firstOpenDate(store, now) ?? storeToday(store, now)) : ''));
  const [time, setTime] = useState('');
  const [services, setServices] = useState<string[]>(config.preselected);
  const [business, setBusiness] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const focusAfterRender = useRef<string | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const { toasts, show, dismiss } = useToasts();
  const key = useRef<SubmissionKey | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);

  const slots = useMemo(() => (store && date ? openSlots(store, date, now) : []), [store, date, now]);
  const hours = store && date ? serviceHoursOn(store, date) : null;
  // Keep the chosen time only while the day still offers it.
  const chosenTime = slots.includes(time) ? time : (slots[0] ?? '');

  useEffect(() => {
    if (booked) confirmation.current?.focus();
  }, [booked]);

  const set = (name: TextField) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const fields = (): Record<string, unknown> => ({
    storeId,
    services,
    appointmentDate: date,
    appointmentTime: chosenTime,
    ...values,
    appointmentFor: business ? 'business' : 'personal',
    // A personal appointment sends no business contact (fields typed before switching back are dropped).
    ...(business ? {} : { businessName: '', contactName: '', contactTitle: '', contactPhone: '', contactEmail: '' }),
    // Only the id: the server looks the offer up again before it reaches the notes and the SERVICE lead.
    ...(config.offer ? { offerId: config.offer.offerId } : {}),
    url: config.pagePath,
    website: honeypot,
  });

  const refuse = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((name) => Object.keys(found).some((key) => key.split('.')[0] === name));
    focusAfterRender.current = first ? (first === 'services' ? fieldId('services-0') : fieldId(first)) : null;
    setErrors(found);
    setStatus({ tone: 'error', text: T.fixErrors });
  };

  // Focus the first invalid field once the error render has committed: focusing before it can be undone when the
  // render replaces or re-labels the field (seen on a loaded machine).
  useEffect(() => {
    const id = focusAfterRender.current;
    focusAfterRender.current = null;
    if (id) document.getElementById(id)?.focus();
  }, [errors]);

  const onSubmit = async () => {
    if (submitting) return;
    const body = rescheduling
      ? { appointmentId, phone: values.phone, appointmentDate: date, appointmentTime: chosenTime }
      : fields();
    const parsed = (rescheduling ? rescheduleSchema : serviceAppointmentSchema).safeParse(body);
    const found: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (store && date && !found.appointmentDate) {
      // Without a time (a closed or past day offers none) the day itself is what to change.
      const candidate = chosenTime || slotTimes(store, date).at(-1) || timeOf(0);
      const slot = checkSlot(store, date, candidate, new Date());
      if (!slot.ok) {
        const field = chosenTime ? slot.field : 'appointmentDate';
        found[field] = slot.message;
        if (field === 'appointmentDate') delete found.appointmentTime;
      }
    }
    if (Object.keys(found).length > 0) return refuse(found);

    setErrors({});
    setSubmitting(true);
    setStatus({ tone: 'info', text: T.sending });
    // Kept for a retry of the same answers, renewed once they change (lib/http/submission-key.ts).
    key.current = submissionKeyFor(key.current, { rescheduling, body });
    try {
      const outcome = await (rescheduling ? reschedule : action)(body, key.current.key);
      if (outcome.kind === 'booked') {
        key.current = null;
        setStatus(null);
        setBooked({ ...outcome, rescheduled: rescheduling });
        // A new booking is the Schedule conversion; moving one already counted is not (README "Conversion map").
        if (!rescheduling) fireServiceBooked(outcome.appointmentId);
        show({
          severity: 'success',
          summary: rescheduling ? T.toastRescheduledSummary : T.toastSuccessSummary,
          detail: rescheduling ? T.toastRescheduledDetail : T.toastSuccessDetail,
          life: TOAST_LIFE_MS,
        });
      } else if (outcome.kind === 'invalid') {
        refuse(outcome.errors);
      } else {
        show({ severity: 'error', summary: T.toastErrorSummary, detail: T.toastErrorDetail, life: TOAST_LIFE_MS });
        setStatus({ tone: 'error', text: outcome.message });
      }
    } catch {
      show({ severity: 'error', summary: T.toastErrorSummary, detail: T.toastErrorDetail, life: TOAST_LIFE_MS });
      setStatus({ tone: 'error', text: `${T.toastErrorSummary} ${T.toastErrorDetail}` });
    } finally {
      setSubmitting(false);
    }
  };

  if (booked) {
    const ics = eventIcs({
      uid: `${booked.appointmentId}@service`,
      start: new Date(booked.startAt),
      end: new Date(booked.endAt),
      summary: `Service appointment ${booked.appointmentId}`,
      location: booked.storeName,
      created: new Date(),
    });
    return (
      <>
        <div className={styles.confirmation} data-testid="service-confirmation">
          <h3 ref={confirmation} tabIndex={-1} className={styles.confirmationTitle}>
            {booked.rescheduled ? T.rescheduledTitle : T.confirmedTitle}
          </h3>
          <p>
            {fill(T.confirmedText, {
              id: booked.appointmentId,
              store: booked.storeName,
              date: dateLabel(booked.date),
              time: slotLabel(booked.time),
            })}
          </p>
          <p>{T.confirmedNext}</p>
          {store?.servicePhone ? (
            <p>{withPhoneLink(fill(T.confirmedCall, { store: booked.storeName }), store.servicePhone)}</p>
          ) : null}
          <p className={styles.actions}>
            <a
              className={styles.link}
              href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
              download={`${booked.appointmentId}.ics`}
            >
              {T.addToCalendar}
            </a>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                setBooked(null);
                setTime('');
              }}
            >
              {T.another}
            </button>
          </p>
        </div>
        <ToastRegion toasts={toasts} onDismiss={dismiss} />
      </>
    );
  }

  const text = (
    name: TextField,
    label: string,
    options: {
      required?: boolean;
      type?: 'text' | 'email' | 'tel';
      inputMode?: 'numeric' | 'email' | 'tel' | 'text';
      autoComplete?: string;
      hint?: ReactNode;
      multiline?: boolean;
    } = {},
  ) => (
    <Field id={fieldId(name)} label={label} required={options.required} error={errors[name]} hint={options.hint}>
      {(describedBy, invalid) => {
        const common = {
          id: fieldId(name),
          name,
          className: formStyles.control,
          value: values[name],
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          'aria-required': options.required || undefined,
        };
        return options.multiline ? (
          <textarea {...common} rows={4} onChange={(event) => set(name)(event.target.value)} />
        ) : (
          <input
            {...common}
            type={options.type ?? 'text'}
            inputMode={options.inputMode}
            autoComplete={options.autoComplete}
            onChange={(event) =>
              set(name)(
                name === 'phone' || name === 'contactPhone'
                  ? maskPhoneInput(event.target, values[name], event.nativeEvent)
                  : event.target.value,
              )
            }
          />
        );
      }}
    </Field>
  );

  const servicesError = errors.services ?? errors['services.0'];

  return (
    <>
      <form
        className={formStyles.form}
        noValidate
        aria-busy={submitting || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={formStyles.label}>{T.mode}</legend>
          <div className={styles.services}>
            <label className={styles.choice}>
              <input
                type="radio"
                name="mode"
                checked={!rescheduling}
                onChange={() => {
                  setMode('new');
                  setErrors({});
                }}
              />
              {T.modeNew}
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name="mode"
                checked={rescheduling}
                onChange={() => {
                  setMode('reschedule');
                  setErrors({});
                }}
              />
              {T.modeReschedule}
            </label>
          </div>
        </fieldset>
        {rescheduling ? (
          <div className={formStyles.row}>
            <Field
              id={fieldId('appointmentId')}
              label={T.appointmentId}
              required
              error={errors.appointmentId}
              hint={T.appointmentIdHint}
            >
              {(describedBy, invalid) => (
                <input
                  id={fieldId('appointmentId')}
                  className={formStyles.control}
                  value={appointmentId}
                  autoComplete="off"
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  aria-required
                  onChange={(event) => setAppointmentId(event.target.value)}
                />
              )}
            </Field>
            {text('phone', T.bookingPhone, { required: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
          </div>
        ) : null}
        <Field id={fieldId('storeId')} label={T.store} required error={errors.storeId}>
          {(describedBy, invalid) => (
            <select
              id={fieldId('storeId')}
              className={formStyles.control}
              value={storeId}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required
              onChange={(event) => {
                const next = config.stores.find((candidate) => candidate.storeId === event.target.value);
                setStoreId(event.target.value);
                if (next && !serviceHoursOn(next, date)) setDate(firstOpenDate(next, now) ?? date);
              }}
            >
              {config.stores.map((option) => (
                <option key={option.storeId} value={option.storeId}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>

        {config.offer && !rescheduling ? (
          <div>
            <p id={fieldId('offerId')} tabIndex={-1} className={styles.offer}>
              {fill(T.offer, { name: config.offer.name })}
            </p>
            {errors.offerId ? (
              <p id={`${fieldId('offerId')}-error`} className={formStyles.error}>
                {errors.offerId}
              </p>
            ) : null}
          </div>
        ) : null}

        {rescheduling ? null : (
          <fieldset
            className={styles.fieldset}
            aria-describedby={servicesError ? `${fieldId('services')}-error` : undefined}
          >
            <legend className={formStyles.label}>
              {T.services}
              <span className={formStyles.required} aria-hidden="true">
                *
              </span>
            </legend>
            <div className={styles.services}>
              {config.services.map((service, index) => (
                <label key={service.opCode} className={styles.choice}>
                  <input
                    id={fieldId(`services-${index}`)}
                    type="checkbox"
                    value={service.opCode}
                    checked={services.includes(service.opCode)}
                    aria-invalid={servicesError ? true : undefined}
                    onChange={(event) =>
                      setServices((current) =>
                        event.target.checked
                          ? [...current, service.opCode]
                          : current.filter((opCode) => opCode !== service.opCode),
                      )
                    }
                  />
                  <span>
                    {service.name}
                    {service.price ? <span className={styles.price}> · {service.price}</span> : null}
                  </span>
                </label>
              ))}
            </div>
            {servicesError ? (
              <p id={`${fieldId('services')}-error`} className={formStyles.error}>
                {servicesError}
              </p>
            ) : null}
          </fieldset>
        )}

        <div className={formStyles.row}>
          <Field
            id={fieldId('appointmentDate')}
            label={T.date}
            required
            error={errors.appointmentDate}
            hint={
              hours
                ? fill(T.hoursThatDay, {
                    hours: `${slotLabel(timeOf(hours.open))} – ${slotLabel(timeOf(hours.close))}`,
                  })
                : T.closedThatDay
            }
          >
            {(describedBy, invalid) => (
              <input
                id={fieldId('appointmentDate')}
                type="date"
                className={formStyles.control}
                value={date}
                min={store ? storeToday(store, now) : undefined}
                max={store ? lastBookableDate(store, now) : undefined}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-required
                onChange={(event) => setDate(event.target.value)}
              />
            )}
          </Field>
          <Field id={fieldId('appointmentTime')} label={T.time} required error={errors.appointmentTime}>
            {(describedBy, invalid) => (
              <select
                id={fieldId('appointmentTime')}
                className={formStyles.control}
                value={chosenTime}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-required
                onChange={(event) => setTime(event.target.value)}
              >
                {slots.length === 0 ? <option value="">{T.noTimes}</option> : null}
                {slots.map((slot) => (
                  <option key={slot} value={slot}>
                    {slotLabel(slot)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>

        {rescheduling ? null : (
          <>
            <fieldset className={styles.fieldset}>
              <legend className={formStyles.label}>{T.kind}</legend>
              <div className={styles.services}>
                <label className={styles.choice}>
                  <input type="radio" name="kind" checked={!business} onChange={() => setBusiness(false)} />
                  {T.personal}
                </label>
                <label className={styles.choice}>
                  <input type="radio" name="kind" checked={business} onChange={() => setBusiness(true)} />
                  {T.business}
                </label>
              </div>
            </fieldset>
            {business ? (
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{T.businessContact}</legend>
                {text('businessName', T.businessName, { required: true, autoComplete: 'organization' })}
                <div className={formStyles.row}>
                  {text('contactName', T.contactName, { required: true, autoComplete: 'name' })}
                  {text('contactTitle', T.contactTitle, { required: true, autoComplete: 'organization-title' })}
                </div>
                <div className={formStyles.row}>
                  {text('contactPhone', T.contactPhone, {
                    required: true,
                    type: 'tel',
                    inputMode: 'tel',
                    autoComplete: 'work tel',
                  })}
                  {text('contactEmail', T.contactEmail, {
                    required: true,
                    type: 'email',
                    inputMode: 'email',
                    autoComplete: 'work email',
                  })}
                </div>
              </fieldset>
            ) : null}

            {/* Year, make and model, or a VIN instead: none is required on its own, the hint says so. */}
            <fieldset className={styles.group} aria-describedby={fieldId('vehicle-hint')}>
              <legend className={styles.legend}>{T.vehicle}</legend>
              <p id={fieldId('vehicle-hint')} className={formStyles.hint}>
                {T.vehicleHint}
              </p>
              <div className={formStyles.row}>
                {text('year', T.year, { inputMode: 'numeric' })}
                {text('make', T.make)}
                {text('model', T.model)}
              </div>
              <div className={formStyles.row}>
                {text('mileage', T.mileage, { inputMode: 'numeric' })}
                {text('vin', T.vin)}
              </div>
            </fieldset>

            <fieldset className={styles.group}>
              <legend className={styles.legend}>{T.contact}</legend>
              <div className={formStyles.row}>
                {text('firstName', T.firstName, { required: true, autoComplete: 'given-name' })}
                {text('lastName', T.lastName, { required: true, autoComplete: 'family-name' })}
              </div>
              <div className={formStyles.row}>
                {text('email', T.email, { required: true, type: 'email', inputMode: 'email', autoComplete: 'email' })}
                {text('phone', T.phone, { required: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
              </div>
            </fieldset>
            {text('message', T.comments, { multiline: true })}
          </>
        )}

        <div className={formStyles.trap} aria-hidden="true">
          <label htmlFor={fieldId('website')}>Leave this field empty</label>
          <input
            type="text"
            id={fieldId('website')}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.submit} aria-disabled={submitting || undefined}>
            {submitting ? T.sending : rescheduling ? T.submitReschedule : T.submit}
          </button>
        </div>
        <p className={formStyles.notice}>
          {PRIVACY_NOTICE_PREFIX} <a href={config.privacyHref}>{PRIVACY_NOTICE_LINK}</a>.
        </p>
        <p
          className={`${formStyles.status} ${status?.tone === 'error' ? formStyles.statusError : ''}`}
          role="status"
          aria-live="polite"
        >
          {status?.text ?? ''}
        </p>
      </form>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </>
  );
}
