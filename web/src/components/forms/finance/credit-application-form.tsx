'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

import { MAX_HISTORY_ENTRIES, needsPreviousEntry } from '@/lib/finance/history-coverage';
import { formatShortDate } from '@/lib/format/date';
import { HOUSING_STATUSES, INCOME_TYPES } from '@/lib/leads/schemas/full-credit-app';
import { PRIVACY_NOTICE_LINK, PRIVACY_NOTICE_PREFIX } from '@/lib/leads/notices';
import { interpolate } from '@/lib/i18n/strings';
import { leadReference } from '@/lib/leads/reference';
import { ToastRegion } from '@/components/ui/toast-region';

import { Field } from '../lead-form-view';
import styles from '../lead-form.module.css';
import { FIX_FIELDS_MESSAGE, useLeadSubmit } from '../use-lead-submit';
import { maskPhoneInput } from '../mask-phone-input';
import { browserProfile } from '../visitor-profile-client';
import type { ApplyFinancingConfig } from './apply-financing-config';
import { FinanceConfirmation, financeConfirmationStyles } from './finance-confirmation';
import { clearStoredDraft, loadStoredDraft, storeDraft } from './credit-application-storage';
import {
  applicationBody,
  emptyApplicant,
  emptyEmployment,
  emptyResidence,
  type ApplicantDraft,
  type CreditApplicationDraft,
  type EmploymentDraft,
  type ResidenceDraft,
} from './credit-application-draft';
import {
  CREDIT_STEPS,
  firstInvalidStep,
  validateStep,
  type CreditStepId,
  type StepErrors,
} from './credit-application-steps';
import financeStyles from './finance-form.module.css';

export interface CreditApplicationConfig extends ApplyFinancingConfig {
  /** The electronic signature disclosure page. */
  esignHref: string;
  /** Step titles from the CMS (uiStrings); a missing one falls back to CREDIT_STEPS' wording. */
  stepTitles?: Partial<Record<CreditStepId, string>>;
}

const HOUSING_LABELS: Record<(typeof HOUSING_STATUSES)[number], string> = {
  own: 'Own',
  rent: 'Rent',
  family: 'Live with family',
  other: 'Other',
};
const INCOME_LABELS: Record<(typeof INCOME_TYPES)[number], string> = {
  employed: 'Employed',
  'self-employed': 'Self-employed',
  retired: 'Retired',
  military: 'Military',
  other: 'Other',
};

type Who = 'applicant' | 'coBorrower';

interface InputProps {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: StepErrors;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  hint?: ReactNode;
  options?: { value: string; label: string }[];
}

const fieldId = (path: string) => `fca-${path.replace(/\./g, '-')}`;

function TextInput({
  path,
  label,
  value,
  onChange,
  errors,
  required,
  type = 'text',
  inputMode,
  autoComplete,
  hint,
  options,
}: InputProps) {
  const id = fieldId(path);
  const error = errors[path];
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      {(describedBy, invalid) => {
        const common = {
          id,
          className: styles.control,
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          'aria-required': required || undefined,
        };
        return options ? (
          <select {...common} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">Choose…</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            value={value}
            onChange={(event) =>
              onChange(type === 'tel' ? maskPhoneInput(event.target, value, event.nativeEvent) : event.target.value)
            }
          />
        );
      }}
    </Field>
  );
}

/** The multi-step full credit application (FULL_CREDIT_APP): answers survive going back and forward. */
export function CreditApplicationForm({ config }: { config: CreditApplicationConfig }) {
  const [draft, setDraft] = useState<CreditApplicationDraft>(
    () =>
      loadStoredDraft() ?? {
        applicant: emptyApplicant(browserProfile()),
        hasCoBorrower: false,
        coBorrower: emptyApplicant(),
      },
  );
  const sent = useRef(false);
  const [consent, setConsent] = useState(false);
  const [stepIndex, setStepIndex] = useState(0);
  const [errors, setErrors] = useState<StepErrors>({});
  const [done, setDone] = useState<{ reference: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const lead = useLeadSubmit('contact', config.cookieTier);
  const step = CREDIT_STEPS[stepIndex] ?? CREDIT_STEPS[0];

  useEffect(() => {
    // Progress is kept for the visit (never the SSN or birth date); once sent, nothing is kept.
    if (sent.current) {
      clearStoredDraft();
      sent.current = false;
    } else {
      storeDraft(draft);
    }
  }, [draft]);

  useEffect(() => {
    // Focus the new step's heading after Next/Back (not on first render), so screen readers hear where they are.
    if (moved.current) heading.current?.focus();
  }, [stepIndex]);

  const update = (who: Who, change: (applicant: ApplicantDraft) => ApplicantDraft) =>
    setDraft((current) => ({ ...current, [who]: change(current[who]) }));
  const setPerson = (who: Who, key: keyof Omit<ApplicantDraft, 'residences' | 'employments'>) => (value: string) =>
    update(who, (applicant) => ({
      ...applicant,
      [key]: value,
    }));
  const setResidence = (who: Who, index: number, key: keyof ResidenceDraft) => (value: string) =>
    update(who, (applicant) => ({
      ...applicant,
      residences: applicant.residences.map((entry, at) => (at === index ? { ...entry, [key]: value } : entry)),
    }));
  const setEmployment = (who: Who, index: number, key: keyof EmploymentDraft) => (value: string) =>
    update(who, (applicant) => ({
      ...applicant,
      employments: applicant.employments.map((entry, at) => (at === index ? { ...entry, [key]: value } : entry)),
    }));

  const go = (next: number) => {
    moved.current = true;
    setErrors({});
    setStepIndex(next);
  };

  const focusFirstError = (found: StepErrors) => {
    const first = Object.keys(found)[0];
    if (first) window.requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const onNext = () => {
    const found = validateStep(step.id, draft, consent);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      lead.setStatus({ tone: 'error', text: FIX_FIELDS_MESSAGE });
      focusFirstError(found);
      return;
    }
    lead.setStatus(null);
    go(stepIndex + 1);
  };

  const onSend = async () => {
    const invalid = firstInvalidStep(draft, consent);
    if (invalid) {
      const found = validateStep(invalid, draft, consent);
      const at = CREDIT_STEPS.findIndex((candidate) => candidate.id === invalid);
      if (at !== stepIndex) go(at);
      setErrors(found);
      lead.setStatus({ tone: 'error', text: FIX_FIELDS_MESSAGE });
      focusFirstError(found);
      return;
    }
    const { applicant } = draft;
    const result = await lead.submit({
      form: 'FULL_CREDIT_APP',
      // The server checks the e-signature consent too (a direct POST without it is refused).
      body: { ...applicationBody(draft), esignConsent: consent, url: window.location.href },
      profile: {
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        email: applicant.email,
        phone: applicant.phone,
      },
    });
    if (result.kind === 'sent') {
      // The SSN and the rest leave memory once the application is in.
      sent.current = true;
      setDraft({ applicant: emptyApplicant(browserProfile()), hasCoBorrower: false, coBorrower: emptyApplicant() });
      setConsent(false);
      setStepIndex(0);
      // A confirmation, not an empty step 1: the visitor must see the application arrived, or they apply again.
      setDone({ reference: leadReference(result.id) });
    } else if (result.kind === 'invalid') {
      // The server names the applicant's fields at the top level; the form keys them under `applicant.`.
      setErrors(
        Object.fromEntries(
          Object.entries(result.errors).map(([key, message]) => [
            key.startsWith('coBorrower.') || key === 'esignConsent' ? key : `applicant.${key}`,
            message,
          ]),
        ),
      );
    }
  };

  const person = (who: Who) => {
    const applicant = draft[who];
    const p = (key: string) => `${who}.${key}`;
    return (
      <>
        <div className={styles.row}>
          <TextInput
            path={p('firstName')}
            label="First name"
            required
            value={applicant.firstName}
            onChange={setPerson(who, 'firstName')}
            errors={errors}
            autoComplete={who === 'applicant' ? 'given-name' : 'off'}
          />
          <TextInput
            path={p('middleName')}
            label="Middle name"
            value={applicant.middleName}
            onChange={setPerson(who, 'middleName')}
            errors={errors}
            autoComplete={who === 'applicant' ? 'additional-name' : 'off'}
          />
        </div>
        <div className={styles.row}>
          <TextInput
            path={p('lastName')}
            label="Last name"
            required
            value={applicant.lastName}
            onChange={setPerson(who, 'lastName')}
            errors={errors}
            autoComplete={who === 'applicant' ? 'family-name' : 'off'}
          />
          <TextInput
            path={p('suffix')}
            label="Suffix"
            value={applicant.suffix}
            onChange={setPerson(who, 'suffix')}
            errors={errors}
            hint="Jr., Sr., III"
            autoComplete={who === 'applicant' ? 'honorific-suffix' : 'off'}
          />
        </div>
        <div className={styles.row}>
          <TextInput
            path={p('email')}
            label="E-mail"
            required
            type="email"
            inputMode="email"
            value={applicant.email}
            onChange={setPerson(who, 'email')}
            errors={errors}
            autoComplete={who === 'applicant' ? 'email' : 'off'}
          />
          <TextInput
            path={p('phone')}
            label="Phone"
            required
            type="tel"
            inputMode="tel"
            value={applicant.phone}
            onChange={setPerson(who, 'phone')}
            errors={errors}
            autoComplete={who === 'applicant' ? 'tel' : 'off'}
          />
        </div>
        <div className={styles.row}>
          <TextInput
            path={p('dateOfBirth')}
            label="Date of birth"
            required
            type="date"
            value={applicant.dateOfBirth}
            onChange={setPerson(who, 'dateOfBirth')}
            errors={errors}
            autoComplete={who === 'applicant' ? 'bday' : 'off'}
          />
          <TextInput
            path={p('ssn')}
            label="Social Security number"
            required
            inputMode="numeric"
            value={applicant.ssn}
            onChange={setPerson(who, 'ssn')}
            errors={errors}
            autoComplete="off"
            hint="Encrypted when stored and never sent by e-mail."
          />
        </div>
      </>
    );
  };

  const residences = (who: Who) => {
    const list = draft[who].residences;
    const listError = errors[`${who}.residences`];
    return (
      <>
        {list.map((entry, index) => {
          const p = (key: string) => `${who}.residences.${index}.${key}`;
          return (
            <fieldset key={index} className={financeStyles.group}>
              <legend className={financeStyles.legend}>
                {index === 0 ? 'Current address' : `Previous address ${index}`}
              </legend>
              <div className={styles.row}>
                <TextInput
                  path={p('housingStatus')}
                  label="Housing"
                  required
                  value={entry.housingStatus}
                  onChange={setResidence(who, index, 'housingStatus')}
                  errors={errors}
                  options={HOUSING_STATUSES.map((value) => ({ value, label: HOUSING_LABELS[value] }))}
                />
                <TextInput
                  path={p('monthlyRent')}
                  label="Monthly rent or mortgage ($)"
                  inputMode="decimal"
                  value={entry.monthlyRent}
                  onChange={setResidence(who, index, 'monthlyRent')}
                  errors={errors}
                />
              </div>
              <div className={styles.row}>
                <TextInput
                  path={p('yearsAtAddress')}
                  label="Years at this address"
                  required
                  inputMode="numeric"
                  value={entry.yearsAtAddress}
                  onChange={setResidence(who, index, 'yearsAtAddress')}
                  errors={errors}
                />
                <TextInput
                  path={p('monthsAtAddress')}
                  label="And months"
                  inputMode="numeric"
                  value={entry.monthsAtAddress}
                  onChange={setResidence(who, index, 'monthsAtAddress')}
                  errors={errors}
                />
              </div>
              <TextInput
                path={p('fullAddress')}
                label="Street address"
                required
                value={entry.fullAddress}
                onChange={setResidence(who, index, 'fullAddress')}
                errors={errors}
                autoComplete={who === 'applicant' && index === 0 ? 'street-address' : 'off'}
              />
              <div className={styles.row}>
                <TextInput
                  path={p('apartment')}
                  label="Apartment"
                  value={entry.apartment}
                  onChange={setResidence(who, index, 'apartment')}
                  errors={errors}
                />
                <TextInput
                  path={p('city')}
                  label="City"
                  required
                  value={entry.city}
                  onChange={setResidence(who, index, 'city')}
                  errors={errors}
                />
              </div>
              <div className={styles.row}>
                <TextInput
                  path={p('state')}
                  label="State"
                  required
                  value={entry.state}
                  onChange={setResidence(who, index, 'state')}
                  errors={errors}
                />
                <TextInput
                  path={p('zipCode')}
                  label="ZIP code"
                  required
                  inputMode="numeric"
                  value={entry.zipCode}
                  onChange={setResidence(who, index, 'zipCode')}
                  errors={errors}
                />
              </div>
              {index > 0 ? (
                <button
                  type="button"
                  className={financeStyles.secondary}
                  onClick={() =>
                    update(who, (applicant) => ({
                      ...applicant,
                      residences: applicant.residences.filter((_, at) => at !== index),
                    }))
                  }
                >
                  Remove previous address {index}
                </button>
              ) : null}
            </fieldset>
          );
        })}
        {listError ? (
          <p id={fieldId(`${who}.residences`)} tabIndex={-1} className={styles.error}>
            {listError}
          </p>
        ) : null}
        {needsPreviousEntry(list.map((entry) => ({ years: entry.yearsAtAddress, months: entry.monthsAtAddress }))) &&
        list.length < MAX_HISTORY_ENTRIES ? (
          <button
            type="button"
            className={financeStyles.secondary}
            onClick={() =>
              update(who, (applicant) => ({ ...applicant, residences: [...applicant.residences, emptyResidence()] }))
            }
          >
            Add previous address
          </button>
        ) : null}
      </>
    );
  };

  const employments = (who: Who) => {
    const list = draft[who].employments;
    const listError = errors[`${who}.employments`];
    return (
      <>
        {list.map((entry, index) => {
          const p = (key: string) => `${who}.employments.${index}.${key}`;
          return (
            <fieldset key={index} className={financeStyles.group}>
              <legend className={financeStyles.legend}>
                {index === 0 ? 'Current employer' : `Previous employer ${index}`}
              </legend>
              <div className={styles.row}>
                <TextInput
                  path={p('employer')}
                  label="Employer"
                  required
                  value={entry.employer}
                  onChange={setEmployment(who, index, 'employer')}
                  errors={errors}
                />
                <TextInput
                  path={p('jobTitle')}
                  label="Job title"
                  value={entry.jobTitle}
                  onChange={setEmployment(who, index, 'jobTitle')}
                  errors={errors}
                />
              </div>
              <div className={styles.row}>
                <TextInput
                  path={p('phone')}
                  label="Employer phone"
                  type="tel"
                  inputMode="tel"
                  value={entry.phone}
                  onChange={setEmployment(who, index, 'phone')}
                  errors={errors}
                />
                <TextInput
                  path={p('incomeType')}
                  label="Income type"
                  required
                  value={entry.incomeType}
                  onChange={setEmployment(who, index, 'incomeType')}
                  errors={errors}
                  options={INCOME_TYPES.map((value) => ({ value, label: INCOME_LABELS[value] }))}
                />
              </div>
              <div className={styles.row}>
                <TextInput
                  path={p('monthlyIncome')}
                  label="Monthly income before taxes ($)"
                  required
                  inputMode="decimal"
                  value={entry.monthlyIncome}
                  onChange={setEmployment(who, index, 'monthlyIncome')}
                  errors={errors}
                />
              </div>
              <div className={styles.row}>
                <TextInput
                  path={p('years')}
                  label="Years there"
                  required
                  inputMode="numeric"
                  value={entry.years}
                  onChange={setEmployment(who, index, 'years')}
                  errors={errors}
                />
                <TextInput
                  path={p('months')}
                  label="And months"
                  inputMode="numeric"
                  value={entry.months}
                  onChange={setEmployment(who, index, 'months')}
                  errors={errors}
                />
              </div>
              {index > 0 ? (
                <button
                  type="button"
                  className={financeStyles.secondary}
                  onClick={() =>
                    update(who, (applicant) => ({
                      ...applicant,
                      employments: applicant.employments.filter((_, at) => at !== index),
                    }))
                  }
                >
                  Remove previous employer {index}
                </button>
              ) : null}
            </fieldset>
          );
        })}
        {listError ? (
          <p id={fieldId(`${who}.employments`)} tabIndex={-1} className={styles.error}>
            {listError}
          </p>
        ) : null}
        {needsPreviousEntry(list) && list.length < MAX_HISTORY_ENTRIES ? (
          <button
            type="button"
            className={financeStyles.secondary}
            onClick={() =>
              update(who, (applicant) => ({ ...applicant, employments: [...applicant.employments, emptyEmployment()] }))
            }
          >
            Add previous employer
          </button>
        ) : null}
      </>
    );
  };

  const review = () => {
    const people: Who[] = draft.hasCoBorrower ? ['applicant', 'coBorrower'] : ['applicant'];
    return (
      <>
        {people.map((who) => {
          const applicant = draft[who];
          return (
            <div key={who} className={financeStyles.group}>
              <h4 className={financeStyles.legend}>{who === 'applicant' ? 'Applicant' : 'Co-borrower'}</h4>
              <dl className={financeStyles.review}>
                <dt>Name</dt>
                <dd>
                  {[applicant.firstName, applicant.middleName, applicant.lastName, applicant.suffix]
                    .filter(Boolean)
                    .join(' ')}
                </dd>
                <dt>Contact</dt>
                <dd>
                  {applicant.email}, {applicant.phone}
                </dd>
                <dt>Date of birth</dt>
                <dd>{formatShortDate(applicant.dateOfBirth)}</dd>
                <dt>Social Security number</dt>
                <dd>•••-••-{applicant.ssn.replace(/\D/g, '').slice(-4)}</dd>
                <dt>Addresses</dt>
                <dd>
                  {applicant.residences
                    .map(
                      (entry) =>
                        `${entry.fullAddress}, ${entry.city} (${entry.yearsAtAddress || 0} y ${entry.monthsAtAddress || 0} m)`,
                    )
                    .join('; ')}
                </dd>
                <dt>Employers</dt>
                <dd>
                  {applicant.employments
                    .map((entry) => `${entry.employer} (${entry.years || 0} y ${entry.months || 0} m)`)
                    .join('; ')}
                </dd>
              </dl>
            </div>
          );
        })}
        <div className={financeStyles.consent}>
          <label className={financeStyles.choice}>
            <input
              id={fieldId('esignConsent')}
              type="checkbox"
              checked={consent}
              aria-invalid={errors.esignConsent ? true : undefined}
              aria-describedby={errors.esignConsent ? 'fca-esignConsent-error' : undefined}
              onChange={(event) => setConsent(event.target.checked)}
            />
            I agree to sign this application electronically and to the
          </label>{' '}
          <a href={config.esignHref}>electronic signature disclosure</a>.
          {errors.esignConsent ? (
            <p id="fca-esignConsent-error" className={styles.error}>
              {errors.esignConsent}
            </p>
          ) : null}
        </div>
      </>
    );
  };

  const body: Record<(typeof CREDIT_STEPS)[number]['id'], () => ReactNode> = {
    applicant: () => person('applicant'),
    residence: () => residences('applicant'),
    employment: () => employments('applicant'),
    coBorrower: () => (
      <>
        <label className={financeStyles.choice}>
          <input
            type="checkbox"
            checked={draft.hasCoBorrower}
            onChange={(event) => setDraft((current) => ({ ...current, hasCoBorrower: event.target.checked }))}
          />
          Add a co-borrower
        </label>
        {draft.hasCoBorrower ? (
          <>
            {person('coBorrower')}
            {residences('coBorrower')}
            {employments('coBorrower')}
          </>
        ) : null}
      </>
    ),
    review,
  };

  const last = stepIndex === CREDIT_STEPS.length - 1;
  const statusClass =
    lead.status?.tone === 'success' ? styles.statusSuccess : lead.status?.tone === 'error' ? styles.statusError : '';

  if (done) {
    const { texts } = config;
    return (
      <>
        <FinanceConfirmation
          config={config}
          testId="credit-application-confirmation"
          title={texts.creditAppDoneTitle}
          next={interpolate(texts.creditAppDoneNext, { store: config.storeName })}
          reference={done.reference}
          actions={
            config.vehiclesPath ? (
              <a className={financeConfirmationStyles.link} href={config.vehiclesPath}>
                {texts.creditAppDoneBrowse}
              </a>
            ) : null
          }
        />
        <ToastRegion toasts={lead.toasts} onDismiss={lead.dismissToast} />
      </>
    );
  }

  return (
    <>
      <form
        className={styles.form}
        noValidate
        data-enhanced="true"
        aria-busy={lead.submitting || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (last) void onSend();
          else onNext();
        }}
      >
        <p className={financeStyles.progress}>
          Step {stepIndex + 1} of {CREDIT_STEPS.length}
        </p>
        <h3 ref={heading} tabIndex={-1} className={financeStyles.stepTitle}>
          {config.stepTitles?.[step.id] ?? step.title}
        </h3>
        {body[step.id]()}
        <div className={styles.actions}>
          {stepIndex > 0 ? (
            <button type="button" className={financeStyles.secondary} onClick={() => go(stepIndex - 1)}>
              Back
            </button>
          ) : null}
          <button type="submit" className={styles.submit} aria-disabled={lead.submitting || undefined}>
            {last ? (lead.submitting ? 'Sending…' : 'Submit application') : 'Next'}
          </button>
        </div>
        <p className={styles.notice}>
          {PRIVACY_NOTICE_PREFIX} <a href={config.privacyHref}>{PRIVACY_NOTICE_LINK}</a>.
        </p>
        <p className={`${styles.status} ${statusClass}`} role="status" aria-live="polite">
          {lead.status?.text ?? ''}
        </p>
      </form>
      <ToastRegion toasts={lead.toasts} onDismiss={lead.dismissToast} />
    </>
  );
}
