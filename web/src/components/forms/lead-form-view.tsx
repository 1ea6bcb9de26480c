/**
 * The markup of every lead form, without hooks: the server renders it as a plain HTML form that posts to
 * `/api/leads` (works without JavaScript), and the lazily loaded enhanced form renders the same markup bound to
 * react-hook-form. Errors are linked to their fields with aria-describedby; the status line is aria-live.
 */
import type { ChangeEventHandler, FormEventHandler, ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { localizeFieldErrors } from '@/lib/i18n/validation-strings';
import { contactInquiryOptions } from '@/lib/leads/contact-inquiries';
import { RESUME_ACCEPT, RESUME_FIELD } from '@/lib/leads/resume';
import { HONEYPOT_FIELD } from '@/lib/leads/schemas/common';

import { ContactFields } from './contact-fields';
import type { LeadFormConfig } from './lead-form-config';
import { LEAD_FORM_STRINGS } from './lead-form-strings';
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

const SUBMIT_KEYS = {
  contact: 'form.submit.contact',
  careers: 'form.submit.careers',
  staff: 'form.submit.contact',
} as const;

export function LeadFormView({
  config,
  bind,
  errors: raw,
  status,
  submitting = false,
  enhanced = false,
  onSubmit,
  fileRef,
  onFileChange,
  formType,
}: LeadFormViewProps) {
  const id = (name: string) => `${config.id}-${name}`;
  const strings = config.strings ?? LEAD_FORM_STRINGS;
  // Client (schema) and server messages alike, in the page's language.
  const errors = localizeFieldErrors(raw, strings);
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
        <Field id={id('inquiryType')} label={strings['form.inquiryType']} required error={errors.inquiryType}>
          {(describedBy, invalid) => (
            <select {...control('inquiryType', describedBy, invalid)}>
              <option value="">{strings['form.inquiryType.choose']}</option>
              {contactInquiryOptions(config.serviceQuestions === true).map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {strings[`form.inquiry.${option.value}`]}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}

      {config.kind === 'careers' ? (
        <Field id={id('position')} label={strings['form.position']} required error={errors.position}>
          {(describedBy, invalid) => (
            <select {...control('position', describedBy, invalid)}>
              <option value="">{strings['form.position.choose']}</option>
              {(config.positions ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}

      <ContactFields id={id} control={control} errors={errors} dealerName={config.dealerName} strings={strings} />

      <Field id={id('message')} label={strings['form.message']} required error={errors.message}>
        {(describedBy, invalid) => <textarea rows={5} {...control('message', describedBy, invalid)} />}
      </Field>

      {config.kind === 'careers' ? (
        <Field
          id={id(RESUME_FIELD)}
          label={strings['form.resume']}
          error={errors[RESUME_FIELD]}
          hint={strings['form.resume.hint']}
        >
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
        <label htmlFor={id(HONEYPOT_FIELD)}>{strings['form.honeypot']}</label>
        <input type="text" id={id(HONEYPOT_FIELD)} tabIndex={-1} autoComplete="off" {...bind(HONEYPOT_FIELD)} />
      </div>

      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-disabled={submitting || undefined}>
          {submitting ? strings['form.sending'] : strings[SUBMIT_KEYS[config.kind]]}
        </button>
        <p className={styles.notice}>
          {strings['form.privacy.prefix']} <a href={config.privacyHref}>{strings['form.privacy.link']}</a>.
        </p>
      </div>

      <p id={id('status')} className={`${styles.status} ${statusClass}`} role="status" aria-live="polite">
        {status?.text ?? ''}
      </p>
    </form>
  );
}
