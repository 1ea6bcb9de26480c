import { legalPath } from '@dealer/schemas/routes';

import { fetchContent } from '@/content';
import { leadSettingsQuery } from '@/content/queries';
import { resolveLeadFormStrings } from '../forms/lead-form-strings';
import { resolveApplyFinancingStrings } from '../forms/finance/apply-financing-strings';
import type { SiteContext } from '@/server/site/context';
import { requestPathname } from '@/server/site/context';

import { ApplyFinancingIsland } from '../forms/finance/apply-financing-island';
import type { ApplyFinancingConfig } from '../forms/finance/apply-financing-config';
import { PlainApplyFinancingForm } from '../forms/finance/plain-apply-financing-form';
import { noScriptResult } from '../forms/lead-form-config';
import { Section } from '../ui/section';
import { financeConfirmationConfig } from './finance-confirmation-config';

/** The pre-approval form on /auto-financing/apply-for-financing: plain HTML first, enhanced by a lazy island. */
export async function ApplyFinancingSection({ site, title }: { site: SiteContext; title: string }) {
  const [settings, path, confirmation] = await Promise.all([
    fetchContent({ query: leadSettingsQuery, params: {}, tags: ['siteSettings', 'store'] }),
    requestPathname(),
    financeConfirmationConfig(site),
  ]);
  const [pathname = '/', search = ''] = path.split('?');
  const config: ApplyFinancingConfig = {
    id: 'apply-financing',
    dealerName: site.store?.name ?? site.settings?.siteName ?? 'the dealership',
    privacyHref: legalPath('privacy-policy'),
    cookieTier: settings.settings?.cookieTier ?? null,
    pagePath: pathname,
    ...confirmation,
    strings: resolveLeadFormStrings(site.t),
    financeStrings: resolveApplyFinancingStrings(site.t),
    lang: site.lang,
  };
  return (
    <Section id="apply-financing" title={title}>
      <ApplyFinancingIsland config={config}>
        <PlainApplyFinancingForm config={config} result={noScriptResult(search)} />
      </ApplyFinancingIsland>
    </Section>
  );
}
