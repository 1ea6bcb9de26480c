'use client';

import { TextField } from '../kit/text-field';
import styles from '../lead-form.module.css';
import type { CreditApplicationTexts } from './credit-application-texts';
import { creditFieldId } from './credit-application-steps';

export type CreditPerson = 'applicant' | 'coBorrower';

/** Name, contact, birth date and SSN of the applicant or the co-borrower (browser autofill only for the applicant). */
export function CreditPersonFields({ who, texts }: { who: CreditPerson; texts: CreditApplicationTexts }) {
  const field = (key: string) => ({ name: `${who}.${key}`, id: creditFieldId(`${who}.${key}`) });
  const auto = (token: string) => (who === 'applicant' ? token : 'off');
  return (
    <>
      <div className={styles.row}>
        <TextField {...field('firstName')} label={texts.firstName} required autoComplete={auto('given-name')} />
        <TextField {...field('middleName')} label={texts.middleName} autoComplete={auto('additional-name')} />
      </div>
      <div className={styles.row}>
        <TextField {...field('lastName')} label={texts.lastName} required autoComplete={auto('family-name')} />
        <TextField
          {...field('suffix')}
          label={texts.suffix}
          hint={texts.suffixHint}
          autoComplete={auto('honorific-suffix')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          {...field('email')}
          label={texts.email}
          required
          type="email"
          inputMode="email"
          autoComplete={auto('email')}
        />
        <TextField
          {...field('phone')}
          label={texts.phone}
          required
          type="tel"
          inputMode="tel"
          mask="phone"
          autoComplete={auto('tel')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          {...field('dateOfBirth')}
          label={texts.dateOfBirth}
          required
          type="date"
          autoComplete={auto('bday')}
        />
        <TextField
          {...field('ssn')}
          label={texts.ssn}
          required
          inputMode="numeric"
          autoComplete="off"
          hint={texts.ssnHint}
        />
      </div>
    </>
  );
}
