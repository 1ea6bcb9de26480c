/**
 * The markup of every lead form, without hooks: the server renders it as a plain HTML form that posts to
 * `/api/leads` (works without JavaScript), and the lazily loaded enhanced form renders the same markup bound to
 * react-hook-form. Errors are linked to their fields with aria-describedby; the status line is aria-live.
 */
import type { ChangeEventHandler, FormEventHandler, ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { contactInquiryOptions } from '@/lib/leads/contact-inquiries';
import { PRIVACY_NOTICE_LINK, PRIVACY_NOTICE_PREFIX } from '@/lib/leads/notices';
import { RESUME_ACCEPT, RESUME_FIELD } from '@/lib/leads/resume';
import { HONEYPOT_FIELD } from '@/lib/leads/schemas/common';

import { ContactFields } from './contact-fields';
import type { LeadFormConfig } from './lead-form-config';
import styles from './lead-form.module.css';

export type LeadFieldName =
  | 'inquiryType'
  | 'position'
  | 'staffMember'
  | 'message'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | typeof HONEYPOT_FIELD;

/** Props spread on a control: `register(name)` when enhanced, `{name, defaultValue}` when plain. */
export type BoundControl = Partial<UseFormRegisterReturn> & { name: string; defaultValue?: string };

export interface LeadFormStatus {
  tone: 'info' | 'success' | 'error';
  text: string;
}

export interface LeadFormViewProps {
  config: LeadFormConfig;
  bind: (name: LeadFieldName) => BoundControl;
  errors: Partial<Record<LeadFieldName | typeof RESUME_FIELD | '_form', string>>;
  status: LeadFormStatus | null;
  submitting?: boolean;
  /** True once react-hook-form drives the form (validation in JS, no native bubbles). */
  enhanced?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  fileRef?: Ref<HTMLInputElement>;
  onFileChange?: ChangeEventHandler<HTMLInputElement>;
  /** The `form` value the plain post sends (the enhanced form picks the exact key itself). */
  formType: string;
}

export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A labelled control with its error and hint linked by aria-describedby (also used by the finance forms). */
export function Field({ id, label, required, error, hint, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children(describedBy, Boolean(error))}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const SUBMIT_LABELS = { contact: 'Send message', careers: 'Submit application', staff: 'Send message' } as const;

export function LeadFormView({
  config,
  bind,
  errors,
  status,
  submitting = false,
  enhanced = false,
  onSubmit,
  fileRef,
  onFileChange,
  formType,
}: LeadFormViewProps) {
  const id = (name: string) => `${config.id}-${name}`;
  const required = !enhanced; // native validation only for the plain form; the enhanced one shows field messages
  const control = (name: LeadFieldName, describedBy: string | undefined, invalid: boolean) => ({
    id: id(name),
    className: styles.control,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': true,
    required,
    ...bind(name),
  });
  const statusClass =
    status?.tone === 'success' ? styles.statusSuccess : status?.tone === 'error' ? styles.statusError : '';

  return (
    <form
      id={id('form')}
      className={styles.form}
      action="/api/leads"
      method="post"
      encType={config.kind === 'careers' ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}
      noValidate={enhanced}
      onSubmit={onSubmit}
      data-enhanced={enhanced ? 'true' : undefined}
      aria-busy={submitting || undefined}
    >
      <input type="hidden" name="form" value={formType} />
      <input type="hidden" name="url" value={config.pagePath} />
      {config.kind === 'staff' && config.staff ? (
        <input type="hidden" {...bind('staffMember')} defaultValue={config.staff.slug} />
      ) : null}

      {config.kind === 'contact' ? (
        <Field id={id('inquiryType')} label="How can we help?" required error={errors.inquiryType}>
          {(describedBy, invalid) => (
            <select {...control('inquiryType', describedBy, invalid)}>
              <option value="">Choose a topic</option>
              {contactInquiryOptions(config.serviceQuestions === true).map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}

      {config.kind === 'careers' ? (
        <Field id={id('position')} label="Position" required error={errors.position}>
          {(describedBy, invalid) => (
            <select {...control('position', describedBy, invalid)}>
              <option value="">Choose a position</option>
              {(config.positions ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}

      <ContactFields id={id} control={control} errors={errors} dealerName={config.dealerName} />

      <Field id={id('message')} label="Message" required error={errors.message}>
        {(describedBy, invalid) => <textarea rows={5} {...control('message', describedBy, invalid)} />}
      </Field>

      {config.kind === 'careers' ? (
        <Field id={id(RESUME_FIELD)} label="Résumé" error={errors[RESUME_FIELD]} hint="PDF, DOC or DOCX, up to 5 MB.">
          {(describedBy, invalid) => (
            <input
              ref={fileRef}
              id={id(RESUME_FIELD)}
              name={RESUME_FIELD}
              type="file"
              accept={RESUME_ACCEPT}
              className={`${styles.control} ${styles.file}`}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={onFileChange}
            />
          )}
        </Field>
      ) : null}

      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input type="text" id={id(HONEYPOT_FIELD)} tabIndex={-1} autoComplete="off" {...bind(HONEYPOT_FIELD)} />
      </div>

      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-disabled={submitting || undefined}>
          {submitting ? 'Sending…' : SUBMIT_LABELS[config.kind]}
        </button>
        <p className={styles.notice}>
          {PRIVACY_NOTICE_PREFIX} <a href={config.privacyHref}>{PRIVACY_NOTICE_LINK}</a>.
        </p>
      </div>

      <p id={id('status')} className={`${styles.status} ${statusClass}`} role="status" aria-live="polite">
        {status?.text ?? ''}
      </p>
    </form>
  );
}
