import { legalPath } from '@dealer/schemas/routes';

import { resolveLeadMessageStrings } from '../forms/lead-message-strings';
import type { StoreRates } from '@/server/pages/finance';
import type { SiteContext } from '@/server/site/context';

import { ApplyFinancingIsland } from '../forms/finance/apply-financing-island';
import type { ApplyFinancingConfig } from '../forms/finance/apply-financing-config';
import { PlainApplyFinancingForm } from '../forms/finance/plain-apply-financing-form';
import { resolveLeadFormTexts } from '../forms/lead-form-texts';
import { Section } from '../ui/section';
import { financeConfirmationConfig } from './finance-confirmation-config';

/** The pre-approval form on /auto-financing/apply-for-financing: plain HTML first, enhanced by a lazy island. */
export function ApplyFinancingSection({
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
  const config: ApplyFinancingConfig = {
    id: 'apply-financing',
    dealerName: site.store?.name ?? site.settings?.siteName ?? 'the dealership',
    privacyHref: legalPath('privacy-policy'),
    cookieTier,
    pagePath: '', // cached page: the API takes the page from the Referer
    ...confirmation,
    formTexts: resolveLeadFormTexts(site.t),
    messages: resolveLeadMessageStrings(site.t),
    lang: site.lang,
  };
  return (
    <Section id="apply-financing" title={title}>
      <ApplyFinancingIsland config={config}>
        <PlainApplyFinancingForm config={config} result={site.variant.leadResult} />
      </ApplyFinancingIsland>
    </Section>
  );
}
