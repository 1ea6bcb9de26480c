/**
 * The pre-approval form's markup, without hooks: the server renders it as a plain form posting to /api/leads
 * (works without JavaScript); the lazily loaded enhanced form renders the same markup bound to react-hook-form.
 */
import type { FormEventHandler } from 'react';

import { localizeFieldErrors } from '@/lib/i18n/validation-strings';
import { HONEYPOT_FIELD } from '@/lib/leads/schemas/common';

import { ContactFields } from '../contact-fields';
import { Field, type BoundControl, type LeadFormStatus } from '../lead-form-view';
import styles from '../lead-form.module.css';
import { LEAD_FORM_STRINGS } from '../lead-form-strings';
import type { ApplyFinancingConfig, ApplyFinancingField } from './apply-financing-config';
import { APPLY_FINANCING_STRINGS, creditScoreOptions } from './apply-financing-strings';
import financeStyles from './finance-form.module.css';

export const APPLY_FINANCING_SUBMIT_LABEL = APPLY_FINANCING_STRINGS['finance.form.submit'];

export interface ApplyFinancingViewProps {
  config: ApplyFinancingConfig;
  bind: (name: ApplyFinancingField | typeof HONEYPOT_FIELD) => BoundControl;
  errors: Partial<Record<ApplyFinancingField, string>>;
  status: LeadFormStatus | null;
  submitting?: boolean;
  enhanced?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

export function ApplyFinancingView({
  config,
  bind,
  errors: raw,
  status,
  submitting = false,
  enhanced = false,
  onSubmit,
}: ApplyFinancingViewProps) {
  const id = (name: string) => `${config.id}-${name}`;
  const strings = config.strings ?? LEAD_FORM_STRINGS;
  const s = config.financeStrings ?? APPLY_FINANCING_STRINGS;
  const errors = localizeFieldErrors(raw, strings);
  const control = (name: ApplyFinancingField, describedBy: string | undefined, invalid: boolean, required = true) => ({
    id: id(name),
    className: styles.control,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    required: required && !enhanced, // native validation only without JavaScript; the enhanced form shows field messages
    ...bind(name),
  });
  const statusClass =
    status?.tone === 'success' ? styles.statusSuccess : status?.tone === 'error' ? styles.statusError : '';
  const creditError = errors.creditScore ? id('creditScore-error') : undefined;

  return (
    <form
      id={id('form')}
      className={styles.form}
      action="/api/leads"
      method="post"
      noValidate={enhanced}
      onSubmit={onSubmit}
      data-enhanced={enhanced ? 'true' : undefined}
      aria-busy={submitting || undefined}
    >
      <input type="hidden" name="form" value="APPLY_FINANCING" />
      <input type="hidden" name="url" value={config.pagePath} />

      <ContactFields id={id} control={control} errors={errors} dealerName={config.dealerName} strings={strings} />

      <div className={styles.row}>
        <Field id={id('monthlyIncome')} label={s['finance.form.income']} error={errors.monthlyIncome}>
          {(describedBy, invalid) => (
            <input type="text" inputMode="decimal" {...control('monthlyIncome', describedBy, invalid, false)} />
          )}
        </Field>
        <Field id={id('downPayment')} label={s['finance.form.down']} error={errors.downPayment}>
          {(describedBy, invalid) => (
            <input type="text" inputMode="decimal" {...control('downPayment', describedBy, invalid, false)} />
          )}
        </Field>
      </div>

      <fieldset className={financeStyles.fieldset} aria-describedby={creditError}>
        <legend className={styles.label}>{s['finance.form.credit']}</legend>
        <div className={financeStyles.choices}>
          {creditScoreOptions(s).map((option) => (
            <label key={option.value} className={financeStyles.choice}>
              <input type="radio" value={option.value} {...bind('creditScore')} />
              {option.label}
            </label>
          ))}
        </div>
        {errors.creditScore ? (
          <p id={creditError} className={styles.error}>
            {errors.creditScore}
          </p>
        ) : null}
      </fieldset>

      <label className={financeStyles.choice}>
        <input type="checkbox" {...bind('tradeIn')} />
        {s['finance.form.tradeIn']}
      </label>

      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>{strings['form.honeypot']}</label>
        <input type="text" id={id(HONEYPOT_FIELD)} tabIndex={-1} autoComplete="off" {...bind(HONEYPOT_FIELD)} />
      </div>

      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-disabled={submitting || undefined}>
          {submitting ? strings['form.sending'] : s['finance.form.submit']}
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
