'use client';

import { useId, useState, type FormEvent } from 'react';

import { fetchJson } from '@/lib/http/fetch-json';
import { fireOfferAccepted } from '@/lib/tracking/fire-conversion';

import styles from './accept-offer-form.module.css';

/** The offer page's one client island: accept an offer (or ask to bring the car in) with a competing offer and a time. */
export type AcceptKind = 'cashNow' | 'moreCashLater' | 'bringIn';

export interface AcceptOfferFormText {
  beatTitle: string;
  beatText: string;
  competingLabel: string;
  scheduleTitle: string;
  dateLabel: string;
  timeLabel: string;
  timeAny: string;
  timeMorning: string;
  timeAfternoon: string;
  timeEvening: string;
  acceptCash: string;
  acceptLater: string;
  schedule: string;
  sending: string;
  accepted: string;
  failed: string;
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

export function AcceptOfferForm({
  offerId,
  kinds,
  text,
  showBeat,
}: {
  offerId: string;
  /** The buttons, in order: which offers this quote has (bringIn alone for a bring-in result). */
  kinds: readonly AcceptKind[];
  text: AcceptOfferFormText;
  showBeat: boolean;
}) {
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const data = new FormData(event.currentTarget);
    const body: Record<string, unknown> = { offerKind: submitter?.value ?? kinds[0] };
    for (const name of ['competingOffer', 'preferredDate', 'preferredTime']) {
      const value = String(data.get(name) ?? '').trim();
      if (value !== '') body[name] = value;
    }
    setStatus({ kind: 'sending' });
    setErrors({});
    try {
      const response = await fetchJson(`/api/offers/${offerId}/accept`, { method: 'POST', body });
      if (response.ok) {
        setStatus({ kind: 'done' });
        const { leadId } = (response.body ?? {}) as { leadId?: unknown };
        // The visit request is the Schedule conversion, sent only once the server recorded it.
        if (typeof leadId === 'string' && leadId !== '') fireOfferAccepted(leadId);
        return;
      }
      const answer = (response.body ?? {}) as { errors?: Record<string, string> };
      const fieldErrors = answer.errors ?? {};
      setErrors(fieldErrors);
      const formMessage = fieldErrors.form ?? fieldErrors.id ?? fieldErrors.offerKind ?? fieldErrors.contact;
      setStatus({ kind: 'failed', message: formMessage ?? text.failed });
    } catch {
      setStatus({ kind: 'failed', message: text.failed });
    }
  }

  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;
  const describedBy = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  const labels: Record<AcceptKind, string> = {
    cashNow: text.acceptCash,
    moreCashLater: text.acceptLater,
    bringIn: text.schedule,
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {showBeat ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{text.beatTitle}</legend>
          <p className={styles.help}>{text.beatText}</p>
          <label className={styles.label} htmlFor={`${id}-competing`}>
            {text.competingLabel}
          </label>
          <input
            id={`${id}-competing`}
            name="competingOffer"
            inputMode="numeric"
            autoComplete="off"
            className={styles.input}
            aria-invalid={errors.competingOffer ? true : undefined}
            aria-describedby={describedBy('competingOffer')}
          />
          {fieldError('competingOffer')}
        </fieldset>
      ) : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.scheduleTitle}</legend>
        <div className={styles.row}>
          <div>
            <label className={styles.label} htmlFor={`${id}-date`}>
              {text.dateLabel}
            </label>
            <input
              id={`${id}-date`}
              name="preferredDate"
              type="date"
              className={styles.input}
              aria-invalid={errors.preferredDate ? true : undefined}
              aria-describedby={describedBy('preferredDate')}
            />
            {fieldError('preferredDate')}
          </div>
          <div>
            <label className={styles.label} htmlFor={`${id}-time`}>
              {text.timeLabel}
            </label>
            <select id={`${id}-time`} name="preferredTime" className={styles.input} defaultValue="">
              <option value="">{text.timeAny}</option>
              <option value="morning">{text.timeMorning}</option>
              <option value="afternoon">{text.timeAfternoon}</option>
              <option value="evening">{text.timeEvening}</option>
            </select>
          </div>
        </div>
      </fieldset>
      <div className={styles.buttons}>
        {kinds.map((kind, index) => (
          <button
            key={kind}
            type="submit"
            name="offerKind"
            value={kind}
            className={index === 0 ? styles.primary : styles.secondary}
            disabled={status.kind === 'sending' || status.kind === 'done'}
          >
            {labels[kind]}
          </button>
        ))}
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {status.kind === 'sending' ? text.sending : null}
        {status.kind === 'done' ? text.accepted : null}
        {status.kind === 'failed' ? status.message : null}
      </p>
    </form>
  );
}
