'use client';

import { HOUSING_STATUSES, residenceTime } from '@/lib/leads/schemas/full-credit-app';

import { SelectField } from '../kit/select-field';
import { TextField } from '../kit/text-field';
import styles from '../lead-form.module.css';
import { emptyResidence, type ResidenceDraft } from './credit-application-draft';
import { creditFieldId } from './credit-application-steps';
import type { CreditApplicationTexts } from './credit-application-texts';
import { CreditHistoryList } from './credit-history-list';
import type { CreditPerson } from './credit-person-fields';

const HOUSING_TEXT: Record<(typeof HOUSING_STATUSES)[number], keyof CreditApplicationTexts> = {
  own: 'housingOwn',
  rent: 'housingRent',
  family: 'housingFamily',
  other: 'housingOther',
};

/** Where the applicant (or co-borrower) has lived: two years of addresses. */
export function CreditResidenceFields({ who, texts }: { who: CreditPerson; texts: CreditApplicationTexts }) {
  const housing = HOUSING_STATUSES.map((value) => ({ value, label: texts[HOUSING_TEXT[value]] }));
  return (
    <CreditHistoryList<ResidenceDraft>
      who={who}
      list="residences"
      currentLegend={texts.currentAddress}
      previousLegend={texts.previousAddress}
      removeLabel={texts.removeAddress}
      addLabel={texts.addAddress}
      emptyEntry={emptyResidence}
      timeOf={residenceTime}
    >
      {(prefix, index) => {
        const field = (key: keyof ResidenceDraft) => ({
          name: `${prefix}.${key}`,
          id: creditFieldId(`${prefix}.${key}`),
        });
        return (
          <>
            <div className={styles.row}>
              <SelectField
                {...field('housingStatus')}
                label={texts.housing}
                required
                placeholder={texts.choose}
                options={housing}
              />
              <TextField {...field('monthlyRent')} label={texts.monthlyRent} inputMode="decimal" />
            </div>
            <div className={styles.row}>
              <TextField {...field('yearsAtAddress')} label={texts.yearsAtAddress} required inputMode="numeric" />
              <TextField {...field('monthsAtAddress')} label={texts.andMonths} inputMode="numeric" />
            </div>
            <TextField
              {...field('fullAddress')}
              label={texts.fullAddress}
              required
              autoComplete={who === 'applicant' && index === 0 ? 'street-address' : 'off'}
            />
            <div className={styles.row}>
              <TextField {...field('apartment')} label={texts.apartment} />
              <TextField {...field('city')} label={texts.city} required />
            </div>
            <div className={styles.row}>
              <TextField {...field('state')} label={texts.state} required />
              <TextField {...field('zipCode')} label={texts.zipCode} required inputMode="numeric" />
            </div>
          </>
        );
      }}
    </CreditHistoryList>
  );
}
