import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fetchJson } from '@/lib/http/fetch-json';
import { contactProblems } from '@/lib/leads/contact-check';
import { submissionKeyFor, type SubmissionKey } from '@/lib/http/submission-key';
import type { DealCar } from '@/lib/deal/facts';
import type { DealStrings } from '@/lib/deal/strings';
import type { DealTerms } from '@/lib/deal/terms';
import { interpolate } from '@/lib/i18n/interpolate';
import { parseCookieHeader } from '@/lib/profile/cookie-attributes';
import { profilePrefill, readProfile } from '@/lib/profile/visitor-profile';
import type { DealNotices } from './deal-notices';
import styles from './deal.module.css';

const FIELDS = [
  { name: 'firstName', label: 'deal.send.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'deal.send.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'deal.send.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'deal.send.phone', type: 'tel', autoComplete: 'tel' },
] as const;

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed' } | { kind: 'sent' };

/** What the lead carries: the car and the shopper's terms; the server works the figures out again. */
function dealBody(car: DealCar, terms: DealTerms, offerId: string | null): Record<string, unknown> {
  return {
    form: 'DEAL_SHEET',
    vin: car.vin,
    downPayment: terms.downPayment,
    creditBand: terms.creditBand,
    termMonths: terms.termMonths,
    tradeIn: terms.tradeInSource === 'offer' && !offerId ? 'none' : terms.tradeInSource,
    ...(offerId ? { offerId } : {}),
    ...(terms.tradeInSource === 'estimate' ? { tradeInEstimate: terms.tradeInEstimate } : {}),
    ...(terms.tradeInSource !== 'none' ? { tradeInPayoff: terms.tradeInPayoff } : {}),
    url: window.location.href,
  };
}

/**
 * "Send to the store": the shopper's contact details and one DEAL_SHEET lead to the car's store through
 * `POST /api/leads` (docs/deal-sheet.md#sending-it-to-the-store). A small form with its own state (the form library
 * would be most of the island's weight); the server's field messages are shown at their fields, the first focused.
 * After the 201: what happens next, and the DealSheet conversion tied to the lead.
 */
export function DealSendForm({
  s,
  lang,
  car,
  storeName,
  notices,
  cookieTier,
  terms,
  offerId,
  onErrors,
}: {
  s: DealStrings;
  lang: string;
  car: DealCar;
  storeName: string;
  notices: DealNotices;
  /** siteSettings.cookieTier, for saving the shopper's profile once the store has the sheet. */
  cookieTier: number | null;
  terms: DealTerms;
  offerId: string | null;
  /** Field messages for the terms form (the sheet's own fields). */
  onErrors: (errors: Record<string, string>) => void;
}) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const key = useRef<SubmissionKey | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  // The saved profile starts the fields, as on every lead form (read directly: the profile glue brings tracking).
  const [prefill] = useState(() =>
    typeof document === 'undefined' ? null : profilePrefill(readProfile(parseCookieHeader(document.cookie))),
  );

  useEffect(() => {
    if (status.kind === 'sent') sentHeading.current?.focus();
  }, [status.kind]);

  /** Field messages at their fields (the sheet's own ones go to the terms form), the first marked field focused. */
  function showFieldErrors(fieldErrors: Record<string, string>) {
    setErrors(fieldErrors);
    onErrors(fieldErrors);
    setStatus({ kind: 'failed' });
    const first = FIELDS.find((field) => fieldErrors[field.name]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const data = new FormData(event.currentTarget);
    const contact: Record<string, string> = {};
    for (const field of FIELDS) contact[field.name] = String(data.get(field.name) ?? '').trim();
    // Every missing or malformed field is marked at once, before anything is sent; the server checks them again.
    const problems = contactProblems(contact);
    if (Object.keys(problems).length > 0) {
      showFieldErrors(
        Object.fromEntries(
          Object.entries(problems).map(([name, message]) => [name, notices.fieldMessages[message] ?? message]),
        ),
      );
      return;
    }
    const body = { ...dealBody(car, terms, offerId), ...contact };
    key.current = submissionKeyFor(key.current, body);
    setStatus({ kind: 'sending' });
    try {
      const response = await fetchJson('/api/leads', {
        method: 'POST',
        headers: { 'idempotency-key': key.current.key, 'accept-language': lang },
        body,
      });
      const answer = (response.body ?? {}) as { id?: string; errors?: Record<string, string> };
      if (response.status === 201 && answer.id) {
        setErrors({});
        onErrors({});
        setStatus({ kind: 'sent' });
        const leadId = answer.id;
        // As after every lead form: the profile is saved (the shopper's first lead fires Lead), then the conversion.
        void Promise.all([
          import('@/components/forms/visitor-profile-client'),
          import('@/lib/tracking/fire-conversion'),
        ]).then(([profile, conversion]) => {
          profile.saveProfileAfterLead(contact, cookieTier, leadId);
          conversion.fireLeadConversion('DEAL_SHEET', leadId, { vehicle: { vin: car.vin } });
        });
        return;
      }
      showFieldErrors(answer.errors ?? {});
    } catch {
      setStatus({ kind: 'failed' });
    }
  }

  if (status.kind === 'sent') {
    return (
      <section className={styles.sent} data-testid="deal-sent" aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`} ref={sentHeading} tabIndex={-1} className={styles.heading}>
          {interpolate(s['deal.send.sentTitle'], { store: storeName })}
        </h2>
        <p>{s['deal.send.next']}</p>
        {car.store?.phone ? <p>{interpolate(s['deal.send.call'], { phone: car.store.phone })}</p> : null}
      </section>
    );
  }

  const otherErrors = Object.entries(errors).filter(([name]) => !FIELDS.some((field) => field.name === name));
  return (
    <form ref={form} className={`${styles.send} ${styles.noPrint}`} onSubmit={submit} noValidate>
      <h2 className={styles.heading}>{s['deal.send.title']}</h2>
      <p>{interpolate(s['deal.send.intro'], { store: storeName })}</p>
      {FIELDS.map((field) => {
        const error = errors[field.name];
        const hint = field.name === 'phone' ? `${id}-phone-hint` : null;
        const describedBy = [hint, error ? `${id}-${field.name}-error` : null].filter(Boolean).join(' ') || undefined;
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={`${id}-${field.name}`} className={styles.label}>
              {s[field.label]}{' '}
              <span className={styles.required}>
                <span aria-hidden="true">*</span>
                <span className="visually-hidden">({s['deal.send.required']})</span>
              </span>
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              defaultValue={prefill?.[field.name] ?? ''}
              className={styles.input}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
            {hint ? (
              <p id={hint} className={styles.hint}>
                {notices.phoneDisclaimer.replace('{dealer}', storeName)}
              </p>
            ) : null}
            {error ? (
              <p id={`${id}-${field.name}-error`} className={styles.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <p className={styles.hint}>
        {notices.privacyPrefix} <a href={notices.privacyHref}>{notices.privacyLink}</a>.
      </p>
      <button type="submit" className={styles.primaryButton} disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? s['deal.send.sending'] : s['deal.send.submit']}
      </button>
      <div role="status" className={styles.status}>
        {status.kind === 'failed' ? (
          <>
            <p className={styles.error}>{s['deal.send.failed']}</p>
            {otherErrors.length > 0 ? (
              <ul className={styles.error}>
                {otherErrors.map(([name, message]) => (
                  <li key={name}>{message}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </form>
  );
}
