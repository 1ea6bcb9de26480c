import { legalPath, pathFor } from '@dealer/schemas/routes';

import type { StoreRates } from '@/server/pages/finance';
import type { SiteContext } from '@/server/site/context';

import {
  CreditApplicationIsland,
  type CreditApplicationIslandConfig,
} from '../forms/finance/credit-application-island';
import { resolveCreditApplicationTexts } from '../forms/finance/credit-application-texts';
import { Section } from '../ui/section';
import { financeConfirmationConfig } from './finance-confirmation-config';
import { financeText } from './finance-strings';

/** Not in the spec: what a visitor without JavaScript sees instead of the multi-step form. */
export const CREDIT_APPLICATION_NO_SCRIPT = 'The full credit application needs JavaScript. You can still';

/** The multi-step full credit application on /auto-financing/full-credit-application. */
export function CreditApplicationSection({
  site,
  title,
  rates,
  cookieTier,
}: {
  site: SiteContext;
  title: string;
  /** From loadFinanceForm. */
  rates: StoreRates | null;
  cookieTier: number | null;
}) {
  const confirmation = financeConfirmationConfig(site, rates);
  const config: CreditApplicationIslandConfig = {
    id: 'credit-application',
    dealerName: site.store?.name ?? site.settings?.siteName ?? 'the dealership',
    privacyHref: legalPath('privacy-policy'),
    esignHref: legalPath('electronic-signature-disclosure'),
    cookieTier,
    pagePath: '', // cached page: the API takes the page from the Referer
    ...confirmation,
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
