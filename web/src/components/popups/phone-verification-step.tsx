'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fetchJson } from '@/lib/http/fetch-json';
import { interpolate } from '@/lib/i18n/strings';
import { localizeVerificationMessage, type PopupStrings } from '@/lib/i18n/popup-strings';
import { parsePhoneValidationRequest, verifiedPhoneCookieValue } from '@/lib/phone-verification';
import styles from './popups.module.css';

export const PHONE_VALIDATION_PATH = '/api/customer/phoneValidation';

type Step = 'phone' | 'code';
interface FieldErrors {
  phone?: string;
  code?: string;
  generic?: string;
}

interface Answer {
  success?: boolean;
  error?: 'phone' | 'code' | 'generic';
  message?: string;
}

/** One call of the verification API; never retried: each send texts the visitor. */
async function callApi(body: Record<string, string>): Promise<Answer> {
  const response = await fetchJson(PHONE_VALIDATION_PATH, { method: 'POST', body });
  const answer = response.body as Answer | null;
  if (response.ok && answer?.success) return { success: true };
  return { success: false, error: answer?.error ?? 'generic', message: answer?.message ?? '' };
}

/**
 * The phone verification step: step 1 texts a 6-digit code to the number (phone-validation), step 2
 * confirms it (code-verification), with resend and change-number. Fields are checked with the same parser the
 * server uses, so the field messages show before any request; server messages show under the field they name.
 */
export function PhoneVerificationStep({
  initialPhone,
  strings,
  onVerified,
}: {
  initialPhone?: string;
  strings: PopupStrings;
  onVerified: (phone: string) => void;
}) {
  const id = useId();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState(initialPhone ?? '');
  const [digits, setDigits] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const started = useRef(false);

  // Moving between steps moves focus to the field of the new step (not on first render: the dialog focuses).
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      // Shown after the lead form (which unmounted with the focus): take it, so it is not lost to <body>.
      const dialog = phoneRef.current?.closest('dialog');
      if (dialog && !dialog.contains(document.activeElement)) phoneRef.current?.focus();
      return;
    }
    (step === 'code' ? codeRef : phoneRef).current?.focus();
  }, [step]);

  function showError(error: Answer['error'], message: string) {
    const text = localizeVerificationMessage(message, strings);
    setErrors({ [error ?? 'generic']: text });
    if (error === 'code') codeRef.current?.focus();
    else if (error === 'phone') phoneRef.current?.focus();
  }

  async function send(resend: boolean) {
    const parsed = parsePhoneValidationRequest({ type: 'phone-validation', phone });
    if (!parsed.ok) {
      if (resend) setStep('phone');
      showError(parsed.error, parsed.message);
      return;
    }
    setBusy(true);
    setErrors({});
    setStatus(strings['popup.sending']);
    try {
      const answer = await callApi({ type: 'phone-validation', phone: parsed.request.phone });
      if (!answer.success) {
        setStatus('');
        // A refused resend (cooldown) belongs to the code step; other phone errors send the visitor back.
        if (answer.error === 'phone' && !resend) showError('phone', answer.message ?? '');
        else showError(resend && answer.error === 'phone' ? 'generic' : answer.error, answer.message ?? '');
        return;
      }
      setDigits(parsed.request.phone);
      setStep('code');
      setStatus(
        resend
          ? strings['phoneVerification.resent']
          : interpolate(strings['phoneVerification.sent'], { phone: verifiedPhoneCookieValue(parsed.request.phone) }),
      );
    } catch {
      setStatus('');
      setErrors({ generic: strings['popup.failed'] });
    } finally {
      setBusy(false);
    }
  }

  async function verify(code: string) {
    const parsed = parsePhoneValidationRequest({ type: 'code-verification', phone: digits, code });
    if (!parsed.ok) {
      showError(parsed.error, parsed.message);
      return;
    }
    if (parsed.request.type !== 'code-verification') return;
    setBusy(true);
    setErrors({});
    setStatus(strings['popup.sending']);
    try {
      const answer = await callApi({ type: 'code-verification', phone: digits, code: parsed.request.code });
      if (!answer.success) {
        setStatus('');
        showError(answer.error, answer.message ?? '');
        return;
      }
      setStatus('');
      onVerified(digits);
    } catch {
      setStatus('');
      setErrors({ generic: strings['popup.failed'] });
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (step === 'phone') void send(false);
    else void verify(String(new FormData(event.currentTarget).get('code') ?? ''));
  }

  const phoneError = errors.phone;
  const codeError = errors.code;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy} data-phone-verification={step}>
      {step === 'phone' ? (
        <>
          <p className={styles.note}>{strings['phoneVerification.intro']}</p>
          <div className={styles.field}>
            <label htmlFor={`${id}-phone`}>{strings['phoneVerification.phone']} *</label>
            <input
              ref={phoneRef}
              id={`${id}-phone`}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              data-autofocus
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? `${id}-phone-error` : undefined}
            />
            {phoneError ? (
              <p id={`${id}-phone-error`} className={styles.error}>
                {phoneError}
              </p>
            ) : null}
          </div>
          <button type="submit" className={styles.primary} disabled={busy}>
            {strings['phoneVerification.send']}
          </button>
        </>
      ) : (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-code`}>{strings['phoneVerification.code']} *</label>
            <input
              ref={codeRef}
              id={`${id}-code`}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              required
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${id}-code-error` : undefined}
            />
            {codeError ? (
              <p id={`${id}-code-error`} className={styles.error}>
                {codeError}
              </p>
            ) : null}
          </div>
          <button type="submit" className={styles.primary} disabled={busy}>
            {strings['phoneVerification.verify']}
          </button>
          <div className={styles.secondaryActions}>
            <button type="button" className={styles.linkButton} disabled={busy} onClick={() => void send(true)}>
              {strings['phoneVerification.resend']}
            </button>
            <button
              type="button"
              className={styles.linkButton}
              disabled={busy}
              onClick={() => {
                setErrors({});
                setStatus('');
                setStep('phone');
              }}
            >
              {strings['phoneVerification.changeNumber']}
            </button>
          </div>
        </>
      )}
      {errors.generic ? (
        <p role="alert" className={styles.error}>
          {errors.generic}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>
    </form>
  );
}
