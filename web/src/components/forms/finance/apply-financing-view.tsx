/**
 * The pre-approval form's markup, without hooks: the server renders it as a plain form posting to /api/leads
 * (works without JavaScript); the lazily loaded enhanced form renders the same markup bound to react-hook-form.
 */
import type { FormEventHandler } from 'react';

import { CREDIT_SCORE_LABELS } from '@/lib/finance';
import { interpolate } from '@/lib/i18n/interpolate';
import { localizeFieldErrors } from '@/lib/i18n/validation-strings';
import { HONEYPOT_FIELD } from '@/lib/leads/schemas/common';

import { ContactFields } from '../contact-fields';
import { FormField } from '../kit/form-field';
import type { BoundControl, FormStatus } from '../kit/form-types';
import { FormStatusLine } from '../kit/form-status-line';
import styles from '../lead-form.module.css';
import { LEAD_FORM_TEXTS, type LeadFormTexts } from '../lead-form-texts';
import { LEAD_MESSAGE_STRINGS } from '../lead-message-strings';
import type { ApplyFinancingConfig, ApplyFinancingField } from './apply-financing-config';
import financeStyles from './finance-form.module.css';

const BAND_TEXT = {
  Great: 'creditBandGreat',
  Good: 'creditBandGood',
  Okay: 'creditBandOkay',
  Bad: 'creditBandBad',
} as const satisfies Record<(typeof CREDIT_SCORE_LABELS)[number]['label'], keyof LeadFormTexts>;

/** "Great (740 and up)", "Good (670–739)", … from the finance rules' score bands; the value is the band's name. */
export function creditScoreOptions(texts: LeadFormTexts): { value: string; label: string }[] {
  return CREDIT_SCORE_LABELS.map((band, index) => {
    const above = CREDIT_SCORE_LABELS[index - 1];
    const name = texts[BAND_TEXT[band.label]];
    const label = !above
      ? interpolate(texts.creditRangeTop, { band: name, min: band.min })
      : band.min === 0
        ? interpolate(texts.creditRangeBottom, { band: name, limit: above.min })
        : interpolate(texts.creditRange, { band: name, min: band.min, max: above.min - 1 });
    return { value: band.label, label };
  });
}

export interface ApplyFinancingViewProps {
  config: ApplyFinancingConfig;
  bind: (name: ApplyFinancingField | typeof HONEYPOT_FIELD) => BoundControl;
  errors: Partial<Record<ApplyFinancingField, string>>;
  status: FormStatus | null;
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
  const texts = config.formTexts ?? LEAD_FORM_TEXTS;
  const messages = config.messages ?? LEAD_MESSAGE_STRINGS;
  const errors = localizeFieldErrors(raw, messages);
  const control = (name: ApplyFinancingField, describedBy: string | undefined, invalid: boolean, required = true) => ({
    id: id(name),
    className: styles.control,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    required: required && !enhanced, // native validation only without JavaScript; the enhanced form shows field messages
    ...bind(name),
  });
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

      <ContactFields
        id={id}
        control={control}
        errors={errors}
        dealerName={config.dealerName}
        labels={texts}
        phoneDisclaimer={texts.phoneDisclaimer}
        messages={messages}
      />

      <div className={styles.row}>
        <FormField id={id('monthlyIncome')} label={texts.monthlyIncome} error={errors.monthlyIncome}>
          {(describedBy, invalid) => (
            <input type="text" inputMode="decimal" {...control('monthlyIncome', describedBy, invalid, false)} />
          )}
        </FormField>
        <FormField id={id('downPayment')} label={texts.downPayment} error={errors.downPayment}>
          {(describedBy, invalid) => (
            <input type="text" inputMode="decimal" {...control('downPayment', describedBy, invalid, false)} />
          )}
        </FormField>
      </div>

      <fieldset className={financeStyles.fieldset} aria-describedby={creditError}>
        <legend className={styles.label}>{texts.creditScore}</legend>
        <div className={financeStyles.choices}>
          {creditScoreOptions(texts).map((option) => (
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
        {texts.tradeIn}
      </label>

      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>{texts.honeypot}</label>
        <input type="text" id={id(HONEYPOT_FIELD)} tabIndex={-1} autoComplete="off" {...bind(HONEYPOT_FIELD)} />
      </div>

      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-disabled={submitting || undefined}>
          {submitting ? texts.sending : texts.submitPreApproval}
        </button>
        <p className={styles.notice}>
          {texts.privacyPrefix} <a href={config.privacyHref}>{texts.privacyLink}</a>.
        </p>
      </div>

      <FormStatusLine id={id('status')} status={status} />
    </form>
  );
}
