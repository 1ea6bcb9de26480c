'use client';

import { INCOME_TYPES } from '@/lib/leads/schemas/full-credit-app';

import { SelectField } from '../kit/select-field';
import { TextField } from '../kit/text-field';
import styles from '../lead-form.module.css';
import { emptyEmployment, type EmploymentDraft } from './credit-application-draft';
import { creditFieldId } from './credit-application-steps';
import type { CreditApplicationTexts } from './credit-application-texts';
import { CreditHistoryList } from './credit-history-list';
import type { CreditPerson } from './credit-person-fields';

const INCOME_TEXT: Record<(typeof INCOME_TYPES)[number], keyof CreditApplicationTexts> = {
  employed: 'incomeEmployed',
  'self-employed': 'incomeSelfEmployed',
  retired: 'incomeRetired',
  military: 'incomeMilitary',
  other: 'incomeOther',
};

const timeThere = (entry: EmploymentDraft) => ({ years: entry.years, months: entry.months });

/** Where the applicant (or co-borrower) has worked: two years of employers, and the income. */
export function CreditEmploymentFields({ who, texts }: { who: CreditPerson; texts: CreditApplicationTexts }) {
  const incomeTypes = INCOME_TYPES.map((value) => ({ value, label: texts[INCOME_TEXT[value]] }));
  return (
    <CreditHistoryList<EmploymentDraft>
      who={who}
      list="employments"
      currentLegend={texts.currentEmployer}
      previousLegend={texts.previousEmployer}
      removeLabel={texts.removeEmployer}
      addLabel={texts.addEmployer}
      emptyEntry={emptyEmployment}
      timeOf={timeThere}
    >
      {(prefix) => {
        const field = (key: keyof EmploymentDraft) => ({
          name: `${prefix}.${key}`,
          id: creditFieldId(`${prefix}.${key}`),
        });
        return (
          <>
            <div className={styles.row}>
              <TextField {...field('employer')} label={texts.employer} required />
              <TextField {...field('jobTitle')} label={texts.jobTitle} />
            </div>
            <div className={styles.row}>
              <TextField {...field('phone')} label={texts.employerPhone} type="tel" inputMode="tel" mask="phone" />
              <SelectField
                {...field('incomeType')}
                label={texts.incomeType}
                required
                placeholder={texts.choose}
                options={incomeTypes}
              />
            </div>
            <div className={styles.row}>
              <TextField {...field('monthlyIncome')} label={texts.monthlyIncome} required inputMode="decimal" />
            </div>
            <div className={styles.row}>
              <TextField {...field('years')} label={texts.yearsThere} required inputMode="numeric" />
              <TextField {...field('months')} label={texts.andMonths} inputMode="numeric" />
            </div>
          </>
        );
      }}
    </CreditHistoryList>
  );
}
