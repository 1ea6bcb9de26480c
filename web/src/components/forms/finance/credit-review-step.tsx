'use client';

import { useFormContext, useFormState } from 'react-hook-form';

import { formatShortDate } from '@/lib/format/date';
import { interpolate } from '@/lib/i18n/interpolate';

import { errorIdOf } from '../kit/form-field';
import { errorAt } from '../kit/show-field-errors';
import styles from '../lead-form.module.css';
import type { ApplicantDraft } from './credit-application-draft';
import { creditFieldId, type CreditApplicationValues } from './credit-application-steps';
import type { CreditApplicationTexts } from './credit-application-texts';
import type { CreditPerson } from './credit-person-fields';
import financeStyles from './finance-form.module.css';

function PersonSummary({
  who,
  applicant,
  texts,
}: {
  who: CreditPerson;
  applicant: ApplicantDraft;
  texts: CreditApplicationTexts;
}) {
  const time = (years: string, months: string) =>
    interpolate(texts.reviewTime, { years: years || 0, months: months || 0 });
  return (
    <div className={financeStyles.group}>
      <h4 className={financeStyles.legend}>{who === 'applicant' ? texts.reviewApplicant : texts.reviewCoBorrower}</h4>
      <dl className={financeStyles.review}>
        <dt>{texts.reviewName}</dt>
        <dd>
          {[applicant.firstName, applicant.middleName, applicant.lastName, applicant.suffix].filter(Boolean).join(' ')}
        </dd>
        <dt>{texts.reviewContact}</dt>
        <dd>
          {applicant.email}, {applicant.phone}
        </dd>
        <dt>{texts.dateOfBirth}</dt>
        <dd>{formatShortDate(applicant.dateOfBirth)}</dd>
        <dt>{texts.ssn}</dt>
        {/* Only the last four digits are ever shown back. */}
        <dd>•••-••-{applicant.ssn.replace(/\D/g, '').slice(-4)}</dd>
        <dt>{texts.reviewAddresses}</dt>
        <dd>
          {applicant.residences
            .map(
              (entry) => `${entry.fullAddress}, ${entry.city} (${time(entry.yearsAtAddress, entry.monthsAtAddress)})`,
            )
            .join('; ')}
        </dd>
        <dt>{texts.reviewEmployers}</dt>
        <dd>
          {applicant.employments.map((entry) => `${entry.employer} (${time(entry.years, entry.months)})`).join('; ')}
        </dd>
      </dl>
    </div>
  );
}

/** The answers once more (the SSN masked), and the e-signature consent that sending requires. */
export function CreditReviewStep({ texts, esignHref }: { texts: CreditApplicationTexts; esignHref: string }) {
  const { getValues, register, control } = useFormContext<CreditApplicationValues>();
  const { errors } = useFormState({ control, name: 'esignConsent' });
  const consentError = errorAt(errors, 'esignConsent');
  const values = getValues();
  const people: CreditPerson[] = values.hasCoBorrower ? ['applicant', 'coBorrower'] : ['applicant'];
  const consentId = creditFieldId('esignConsent');
  return (
    <>
      {people.map((who) => (
        <PersonSummary key={who} who={who} applicant={values[who]} texts={texts} />
      ))}
      <div className={financeStyles.consent}>
        <label className={financeStyles.choice}>
          <input
            id={consentId}
            type="checkbox"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? errorIdOf(consentId) : undefined}
            {...register('esignConsent')}
          />
          {texts.consent}
        </label>{' '}
        <a href={esignHref}>{texts.consentLink}</a>.
        {consentError ? (
          <p id={errorIdOf(consentId)} className={styles.error}>
            {consentError}
          </p>
        ) : null}
      </div>
    </>
  );
}
