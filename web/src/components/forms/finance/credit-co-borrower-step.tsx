'use client';

import { useFormContext, useWatch } from 'react-hook-form';

import type { CreditApplicationValues } from './credit-application-steps';
import type { CreditApplicationTexts } from './credit-application-texts';
import { CreditEmploymentFields } from './credit-employment-fields';
import { CreditPersonFields } from './credit-person-fields';
import { CreditResidenceFields } from './credit-residence-fields';
import financeStyles from './finance-form.module.css';

/** An optional co-borrower: the same questions as for the applicant, asked once the box is ticked. */
export function CreditCoBorrowerStep({ texts }: { texts: CreditApplicationTexts }) {
  const { register, control } = useFormContext<CreditApplicationValues>();
  const hasCoBorrower = useWatch({ control, name: 'hasCoBorrower' });
  return (
    <>
      <label className={financeStyles.choice}>
        <input type="checkbox" {...register('hasCoBorrower')} />
        {texts.addCoBorrower}
      </label>
      {hasCoBorrower ? (
        <>
          <CreditPersonFields who="coBorrower" texts={texts} />
          <CreditResidenceFields who="coBorrower" texts={texts} />
          <CreditEmploymentFields who="coBorrower" texts={texts} />
        </>
      ) : null}
    </>
  );
}
