import { legalPath } from '@dealer/schemas/routes';

import { fetchContent } from '@/content';
import { leadSettingsQuery } from '@/content/queries';
import { resolveLeadMessageStrings } from '../forms/lead-message-strings';
import type { SiteContext } from '@/server/site/context';

import { ApplyFinancingIsland } from '../forms/finance/apply-financing-island';
import type { ApplyFinancingConfig } from '../forms/finance/apply-financing-config';
import { PlainApplyFinancingForm } from '../forms/finance/plain-apply-financing-form';
import { resolveLeadFormTexts } from '../forms/lead-form-texts';
import { Section } from '../ui/section';
import { financeConfirmationConfig } from './finance-confirmation-config';

/** The pre-approval form on /auto-financing/apply-for-financing: plain HTML first, enhanced by a lazy island. */
export async function ApplyFinancingSection({ site, title }: { site: SiteContext; title: string }) {
  const [settings, confirmation] = await Promise.all([
    fetchContent({ query: leadSettingsQuery, params: {}, tags: ['siteSettings', 'store'] }),
    financeConfirmationConfig(site),
  ]);
  const config: ApplyFinancingConfig = {
    id: 'apply-financing',
    dealerName: site.store?.name ?? site.settings?.siteName ?? 'the dealership',
    privacyHref: legalPath('privacy-policy'),
    cookieTier: settings.settings?.cookieTier ?? null,
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
