import { resolveLeadMessageStrings } from '../forms/lead-message-strings';

import { ApplyFinancingIsland } from '../forms/finance/apply-financing-island';
import type { ApplyFinancingConfig } from '../forms/finance/apply-financing-config';
import { PlainApplyFinancingForm } from '../forms/finance/plain-apply-financing-form';
import { resolveLeadFormTexts } from '../forms/lead-form-texts';
import { Section } from '../ui/section';
import { financeFormBase, type FinanceFormSectionProps } from './finance-confirmation-config';

/** The pre-approval form on /auto-financing/apply-for-financing: plain HTML first, enhanced by a lazy island. */
export function ApplyFinancingSection({ site, title, rates, cookieTier }: FinanceFormSectionProps) {
  const config: ApplyFinancingConfig = {
    id: 'apply-financing',
    ...financeFormBase({ site, rates, cookieTier }),
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
