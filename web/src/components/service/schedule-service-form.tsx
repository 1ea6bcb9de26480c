'use client';

import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';

import { submissionKeyFor, type SubmissionKey } from '@/lib/http/submission-key';
import type { FieldErrors } from '@/lib/leads/field-errors';
import { TOAST_LIFE_MS } from '@/lib/leads/toasts';
import { leadSentCookieString } from '@/lib/profile/lead-sent';
import { firstOpenDate, openSlots, storeToday } from '@/lib/service/slots';
import { fireServiceBooked } from '@/lib/tracking/fire-conversion';
import type { FormStatus } from '@/components/forms/kit/form-types';
import { FormStatusLine } from '@/components/forms/kit/form-status-line';
import { showFieldErrors } from '@/components/forms/kit/show-field-errors';
import { useFocusAfterRender } from '@/components/forms/kit/use-focus-after-render';
import formStyles from '@/components/forms/lead-form.module.css';
import { ToastRegion, useToasts } from '@/components/ui/toast-region';

import { ScheduleBookingFields } from './schedule-booking-fields';
import type { ScheduleAction, ScheduleFormConfig } from './schedule-config';
import { ScheduleConfirmation, type ScheduleBooked } from './schedule-confirmation';
import { RescheduleFields, ScheduleModeChoice } from './schedule-mode-fields';
import { ScheduleOfferLine, ScheduleServicesField } from './schedule-services-fields';
import { ScheduleDayFields, ScheduleStoreField } from './schedule-slot-fields';
import {
  firstErrorId,
  scheduleBody,
  scheduleErrorPath,
  scheduleErrors,
  scheduleFieldId,
  startScheduleValues,
  type ScheduleValues,
} from './schedule-values';

/**
 * /service/schedule: store, services, a day and one of that day's open slots (the store's service hours
 * in its timezone), the vehicle and the visitor; or, in reschedule mode, the appointment number, the phone and the
 * new slot. The same schemas and slot rules run here (on submit) and in the server actions.
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
  const T = config.texts;
  const [now] = useState(() => new Date());
  const [startValues] = useState(() => {
    const store = config.stores.find((candidate) => candidate.storeId === config.defaultStoreId) ?? config.stores[0];
    return startScheduleValues(config, store ? (firstOpenDate(store, now) ?? storeToday(store, now)) : '');
  });
  // Validation runs on submit only (synchronously, so the messages show with the click), hence no resolver.
  const form = useForm<ScheduleValues>({ defaultValues: startValues, shouldFocusError: false });
  const [mode, storeId, date, time] = useWatch({
    control: form.control,
    name: ['mode', 'storeId', 'appointmentDate', 'appointmentTime'],
  });
  const rescheduling = mode === 'reschedule';
  const store = config.stores.find((candidate) => candidate.storeId === storeId) ?? config.stores[0];
  const [status, setStatus] = useState<FormStatus | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<ScheduleBooked | null>(null);
  const { toasts, show, dismiss } = useToasts();
  const key = useRef<SubmissionKey | null>(null);
  const focusAfterRender = useFocusAfterRender();

  const slots = useMemo(() => (store && date ? openSlots(store, date, now) : []), [store, date, now]);
  // Keep the chosen time only while the day still offers it.
  const chosenTime = slots.includes(time) ? time : (slots[0] ?? '');

  const refuse = (found: FieldErrors) => {
    showFieldErrors(form, found, scheduleErrorPath);
    setStatus({ tone: 'error', text: T.fixErrors });
    const id = firstErrorId(found);
    if (id) focusAfterRender(id);
  };

  const failed = (text: string) => {
    show({ severity: 'error', summary: T.toastErrorSummary, detail: T.toastErrorDetail, life: TOAST_LIFE_MS });
    setStatus({ tone: 'error', text });
  };

  const onSubmit = async () => {
    if (submitting) return;
    const body = scheduleBody(form.getValues(), chosenTime, config);
    const found = scheduleErrors(body, rescheduling, store, new Date());
    if (Object.keys(found).length > 0) return refuse(found);

    form.clearErrors();
    setSubmitting(true);
    setStatus({ tone: 'info', text: T.sending });
    // Kept for a retry of the same answers, renewed once they change (lib/http/submission-key.ts).
    key.current = submissionKeyFor(key.current, { rescheduling, body });
    try {
      const outcome = await (rescheduling ? reschedule : action)(body, key.current.key);
      if (outcome.kind === 'booked') {
        key.current = null;
        // Later leads in this browser session are 'resend', as after POST /api/leads.
        document.cookie = leadSentCookieString(window.location);
        setStatus(null);
        setBooked({ ...outcome, rescheduled: rescheduling });
        // A new booking is the Schedule conversion; moving one already counted is not (docs/tracking.md#conversion-map).
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
        failed(outcome.message);
      }
    } catch {
      failed(`${T.toastErrorSummary} ${T.toastErrorDetail}`);
    } finally {
      setSubmitting(false);
    }
  };

  if (booked) {
    return (
      <>
        <ScheduleConfirmation
          booked={booked}
          servicePhone={store?.servicePhone ?? null}
          texts={T}
          onAnother={() => {
            setBooked(null);
            form.setValue('appointmentTime', '');
          }}
        />
        <ToastRegion toasts={toasts} onDismiss={dismiss} />
      </>
    );
  }

  return (
    <>
      <FormProvider {...form}>
        <form
          className={formStyles.form}
          noValidate
          aria-busy={submitting || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <ScheduleModeChoice texts={T} />
          {rescheduling ? <RescheduleFields texts={T} /> : null}
          <ScheduleStoreField stores={config.stores} now={now} texts={T} />
          {config.offer && !rescheduling ? <ScheduleOfferLine offer={config.offer} texts={T} /> : null}
          {rescheduling ? null : <ScheduleServicesField services={config.services} texts={T} />}
          <ScheduleDayFields store={store} date={date} now={now} slots={slots} chosenTime={chosenTime} texts={T} />
          {rescheduling ? null : <ScheduleBookingFields texts={T} />}

          <div className={formStyles.trap} aria-hidden="true">
            <label htmlFor={scheduleFieldId('website')}>{T.honeypot}</label>
            <input
              type="text"
              id={scheduleFieldId('website')}
              tabIndex={-1}
              autoComplete="off"
              {...form.register('website')}
            />
          </div>
          <div className={formStyles.actions}>
            <button type="submit" className={formStyles.submit} aria-disabled={submitting || undefined}>
              {submitting ? T.sending : rescheduling ? T.submitReschedule : T.submit}
            </button>
          </div>
          <p className={formStyles.notice}>
            {T.privacyPrefix} <a href={config.privacyHref}>{T.privacyLink}</a>.
          </p>
          <FormStatusLine status={status} />
        </form>
      </FormProvider>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </>
  );
}
