'use client';

import type { CreditStepId } from './credit-application-steps';
import type { CreditApplicationTexts } from './credit-application-texts';
import { CreditCoBorrowerStep } from './credit-co-borrower-step';
import { CreditEmploymentFields } from './credit-employment-fields';
import { CreditPersonFields } from './credit-person-fields';
import { CreditResidenceFields } from './credit-residence-fields';
import { CreditReviewStep } from './credit-review-step';

/** The questions of one step of the credit application. */
export function CreditStepBody({
  step,
  texts,
  esignHref,
}: {
  step: CreditStepId;
  texts: CreditApplicationTexts;
  esignHref: string;
}) {
  switch (step) {
    case 'applicant':
      return <CreditPersonFields who="applicant" texts={texts} />;
    case 'residence':
      return <CreditResidenceFields who="applicant" texts={texts} />;
    case 'employment':
      return <CreditEmploymentFields who="applicant" texts={texts} />;
    case 'coBorrower':
      return <CreditCoBorrowerStep texts={texts} />;
    case 'review':
      return <CreditReviewStep texts={texts} esignHref={esignHref} />;
  }
}
