'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { getConsent } from '@/components/consent/consent-store';
import { saveProfileAfterLead } from '@/components/forms/visitor-profile-client';
import { fetchJson } from '@/lib/http/fetch-json';
import { submissionKeyFor, type SubmissionKey } from '@/lib/http/submission-key';
import { POPUP_DEFAULT_STRINGS, type PopupStrings } from '@/lib/i18n/popup-strings';
import { LEAD_TOASTS } from '@/lib/leads/toasts';
import styles from './popups.module.css';
import { popupFormAddress } from '@/lib/popups/popup-form-address';
import type { TriggerVehicle } from '@/lib/popups/trigger-vehicle';

/** Status lines of the popup form (the failure text is the unlock flow's error toast). */
export const POPUP_FORM_SENDING = POPUP_DEFAULT_STRINGS['popup.sending'];
export const POPUP_FORM_FAILED = LEAD_TOASTS.unlock.error.summary;

const FIELDS = [
  { name: 'firstName', label: 'popup.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'popup.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'popup.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'popup.phone', type: 'tel', autoComplete: 'tel' },
] as const;

type FieldName = (typeof FIELDS)[number]['name'] | 'message';

/**
 * The compact lead form of the global popups (unlock inventory, user lead): posts `{form, …fields, emailData}` to
 * /api/leads with the popup's configured form type (the e-mail template) and extra e-mail data, shows the server's
 * field messages, and reports success once.
 */
export function PopupLeadForm({
  formType,
  emailData,
  vehicle,
  withMessage,
  submitLabel,
  strings = POPUP_DEFAULT_STRINGS,
  onSent,
}: {
  formType: string;
  /** Labelled values the lead carries into its e-mail (the popup's `submitted.emailData` and its id). */
  emailData?: Readonly<Record<string, string>>;
  /** The car the popup was opened for (its trigger button's), if any. */
  vehicle?: TriggerVehicle | null;
  withMessage: boolean;
  submitLabel: string;
  strings?: PopupStrings;
  /**
   * The lead was accepted: `phone` is the number the visitor typed (the verification step starts from it), `leadId`
   * the server's id of the lead (the popup's event is tied to it).
   */
  onSent: (phone: string | undefined, leadId: string | null) => void;
}) {
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [status, setStatus] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const key = useRef<SubmissionKey | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = Object.fromEntries(
      Array.from(new FormData(event.currentTarget), ([name, value]) => [name, String(value).trim()]),
    ) as Partial<Record<FieldName, string>>;
    const body: Record<string, unknown> = { ...popupFormAddress(formType), url: window.location.href };
    for (const [name, value] of Object.entries(data)) if (value) body[name] = value;
    if (emailData && Object.keys(emailData).length > 0) body.emailData = emailData;
    if (vehicle)
      body.vehicle = { ...vehicle, url: vehicle.url ? new URL(vehicle.url, window.location.href).href : undefined };
    setBusy(true);
    setStatus(strings['popup.sending']);
    // Kept for a retry of the same answers, renewed once they change (lib/http/submission-key.ts).
    key.current = submissionKeyFor(key.current, body);
    try {
      const response = await fetchJson('/api/leads', {
        method: 'POST',
        headers: { 'idempotency-key': key.current.key },
        body,
      });
      const answer = response.body as { id?: string; errors?: Record<string, string> } | null;
      if (response.status === 201) {
        key.current = null;
        setStatus('');
        const leadId = answer?.id ?? null;
        saveProfileAfterLead(
          { firstName: data.firstName, lastName: data.lastName, email: data.email, phone: data.phone },
          getConsent()?.tier ?? null,
          leadId,
        );
        onSent(data.phone, leadId);
        return;
      }
      if (response.status === 422) key.current = null;
      const fieldErrors = answer?.errors ?? {};
      setErrors(fieldErrors);
      const known = new Set<string>([...FIELDS.map((field) => field.name), ...(withMessage ? ['message'] : [])]);
      const other = Object.entries(fieldErrors).find(([name]) => !known.has(name));
      setStatus(other ? other[1] : Object.keys(fieldErrors).length > 0 ? '' : strings['popup.failed']);
    } catch {
      setStatus(strings['popup.failed']);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      {FIELDS.map((field) => {
        const error = errors[field.name];
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={`${id}-${field.name}`}>{strings[field.label]} *</label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field.name}-error` : undefined}
            />
            {error ? (
              <p id={`${id}-${field.name}-error`} className={styles.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {withMessage ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-message`}>{strings['popup.message']}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={3}
            aria-describedby={errors.message ? `${id}-message-error` : undefined}
          />
          {errors.message ? (
            <p id={`${id}-message-error`} className={styles.error}>
              {errors.message}
            </p>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy}>
        {submitLabel}
      </button>
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>
    </form>
  );
}
