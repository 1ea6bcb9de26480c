import { legalPath, pathFor } from '@dealer/schemas/routes';

import {
  CreditApplicationIsland,
  type CreditApplicationIslandConfig,
} from '../forms/finance/credit-application-island';
import { resolveCreditApplicationTexts } from '../forms/finance/credit-application-texts';
import { Section } from '../ui/section';
import { financeFormBase, type FinanceFormSectionProps } from './finance-confirmation-config';
import { financeText } from './finance-strings';

/** Not in the spec: what a visitor without JavaScript sees instead of the multi-step form. */
export const CREDIT_APPLICATION_NO_SCRIPT = 'The full credit application needs JavaScript. You can still';

/** The multi-step full credit application on /auto-financing/full-credit-application. */
export function CreditApplicationSection({ site, title, rates, cookieTier }: FinanceFormSectionProps) {
  const config: CreditApplicationIslandConfig = {
    id: 'credit-application',
    ...financeFormBase({ site, rates, cookieTier }),
    esignHref: legalPath('electronic-signature-disclosure'),
    stepTitles: {
      applicant: financeText(site.t, 'stepApplicant'),
      residence: financeText(site.t, 'stepResidence'),
      employment: financeText(site.t, 'stepEmployment'),
      coBorrower: financeText(site.t, 'stepCoBorrower'),
      review: financeText(site.t, 'stepReview'),
    },
    formTexts: resolveCreditApplicationTexts(site.t),
  };
  return (
    <Section id="credit-application-form" title={title}>
      <noscript>
        <p>
          {CREDIT_APPLICATION_NO_SCRIPT} <a href={pathFor('applyFinancing')}>get pre-approved with the short form</a>.
        </p>
      </noscript>
      <CreditApplicationIsland config={config} />
    </Section>
  );
}
