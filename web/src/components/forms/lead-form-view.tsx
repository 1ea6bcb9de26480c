/**
 * The markup of every lead form, without hooks: the server renders it as a plain HTML form that posts to
 * `/api/leads` (works without JavaScript), and the lazily loaded enhanced form renders the same markup bound to
 * react-hook-form. Errors are linked to their fields with aria-describedby; the status line is aria-live.
 */
import type { ChangeEventHandler, FormEventHandler, Ref } from 'react';

import { localizeFieldErrors } from '@/lib/i18n/validation-strings';
import { contactInquiryOptions } from '@/lib/leads/contact-inquiries';
import { leadPostPath } from '@/lib/leads/lead-post-path';
import { RESUME_ACCEPT, RESUME_FIELD } from '@/lib/leads/resume';
import { HONEYPOT_FIELD } from '@/lib/leads/schemas/common';

import { ContactFields } from './contact-fields';
import { FormField } from './kit/form-field';
import type { BoundControl, FormStatus } from './kit/form-types';
import { FormStatusLine } from './kit/form-status-line';
import type { LeadFormConfig } from './lead-form-config';
import { inquiryTextName, LEAD_FORM_TEXTS } from './lead-form-texts';
import { LEAD_MESSAGE_STRINGS } from './lead-message-strings';
import styles from './lead-form.module.css';

export type LeadFieldName =
  | 'inquiryType'
  | 'store'
  | 'position'
  | 'staffMember'
  | 'message'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | typeof HONEYPOT_FIELD;

export interface LeadFormViewProps {
  config: LeadFormConfig;
  bind: (name: LeadFieldName) => BoundControl;
  errors: Partial<Record<LeadFieldName | typeof RESUME_FIELD | '_form', string>>;
  status: FormStatus | null;
  submitting?: boolean;
  /** True once react-hook-form drives the form (validation in JS, no native bubbles). */
  enhanced?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  fileRef?: Ref<HTMLInputElement>;
  onFileChange?: ChangeEventHandler<HTMLInputElement>;
  /** The `form` value the plain post sends (the enhanced form picks the exact key itself). */
  formType: string;
}

const SUBMIT_TEXT = { contact: 'submitContact', careers: 'submitCareers', staff: 'submitStaff' } as const;

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
  const texts = config.formTexts ?? LEAD_FORM_TEXTS;
  // Client (schema) and server messages alike, in the page's language.
  const messages = config.messages ?? LEAD_MESSAGE_STRINGS;
  const errors = localizeFieldErrors(raw, messages);
  // The store choice only where there is a choice to make; the lead service checks the value (lead-store.ts).
  const storeChoices = config.stores ?? [];
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

  return (
    <form
      id={id('form')}
      className={styles.form}
      action={leadPostPath(formType)}
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
        <FormField id={id('inquiryType')} label={texts.inquiryType} required error={errors.inquiryType}>
          {(describedBy, invalid) => (
            <select {...control('inquiryType', describedBy, invalid)}>
              <option value="">{texts.chooseTopic}</option>
              {contactInquiryOptions(config.serviceQuestions === true).map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {texts[inquiryTextName(option.value)]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}

      {config.kind === 'contact' && storeChoices.length > 1 ? (
        <FormField id={id('store')} label={texts.store} required error={errors.store}>
          {(describedBy, invalid) => (
            <select {...control('store', describedBy, invalid)} defaultValue={enhanced ? undefined : config.store}>
              {storeChoices.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}

      {config.kind === 'careers' ? (
        <FormField id={id('position')} label={texts.position} required error={errors.position}>
          {(describedBy, invalid) => (
            <select {...control('position', describedBy, invalid)}>
              <option value="">{texts.choosePosition}</option>
              {(config.positions ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}

      <ContactFields
        id={id}
        control={control}
        errors={errors}
        dealerName={config.dealerName}
        labels={texts}
        phoneDisclaimer={texts.phoneDisclaimer}
        messages={messages}
      />

      <FormField id={id('message')} label={texts.message} required error={errors.message}>
        {(describedBy, invalid) => <textarea rows={5} {...control('message', describedBy, invalid)} />}
      </FormField>

      {config.kind === 'careers' ? (
        <FormField id={id(RESUME_FIELD)} label={texts.resume} error={errors[RESUME_FIELD]} hint={texts.resumeHint}>
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
        </FormField>
      ) : null}

      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>{texts.honeypot}</label>
        <input type="text" id={id(HONEYPOT_FIELD)} tabIndex={-1} autoComplete="off" {...bind(HONEYPOT_FIELD)} />
      </div>

      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-disabled={submitting || undefined}>
          {submitting ? texts.sending : texts[SUBMIT_TEXT[config.kind]]}
        </button>
        <p className={styles.notice}>
          {texts.privacyPrefix} <a href={config.privacyHref}>{texts.privacyLink}</a>.
        </p>
      </div>

      <FormStatusLine id={id('status')} status={status} />
    </form>
  );
}
