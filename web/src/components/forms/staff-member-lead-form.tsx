import { legalPath } from '@dealer/schemas/routes';

import { fetchContent } from '@/content';
import { leadSettingsQuery } from '@/content/queries';
import { getSiteContext, requestPathname } from '@/server/site/context';
import { Section } from '../ui/section';

import { LeadFormIsland } from './lead-form-island';
import { noScriptResult, type LeadFormConfig } from './lead-form-config';
import { resolveLeadFormStrings } from './lead-form-strings';
import formStyles from './lead-form.module.css';
import { PlainLeadForm } from './plain-lead-form';

/** The staff member page's "send a message" form (STAFF_MEMBER lead; the member gets a copy). */
export async function StaffMemberLeadForm({ slug, name }: { slug: string; name: string }) {
  const [site, settings, path] = await Promise.all([
    getSiteContext(),
    fetchContent({ query: leadSettingsQuery, params: {}, tags: ['siteSettings', 'store'] }),
    requestPathname(),
  ]);
  const [pathname = '/', search = ''] = path.split('?');
  const config: LeadFormConfig = {
    kind: 'staff',
    id: `lead-staff-${slug}`,
    dealerName: site.store?.name ?? site.settings?.siteName ?? 'the dealership',
    privacyHref: legalPath('privacy-policy'),
    cookieTier: settings.settings?.cookieTier ?? null,
    pagePath: pathname,
    staff: { slug, name },
    strings: resolveLeadFormStrings(site.t),
    lang: site.lang,
  };
  return (
    <Section id={`staff-${slug}-message`} title={`Send ${name} a message`} tone="tinted">
      <p className={formStyles.intro}>Ask a question or leave a note; {name} receives a copy of your message.</p>
      <LeadFormIsland config={config}>
        <PlainLeadForm config={config} result={noScriptResult(search)} />
      </LeadFormIsland>
    </Section>
  );
}
