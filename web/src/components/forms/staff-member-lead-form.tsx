import { legalPath } from '@dealer/schemas/routes';

import type { SiteContext } from '@/server/site/context';
import { Section } from '../ui/section';

import { LeadFormIsland } from './lead-form-island';
import type { LeadFormConfig } from './lead-form-config';
import formStyles from './lead-form.module.css';
import { resolveLeadFormTexts } from './lead-form-texts';
import { resolveLeadMessageStrings } from './lead-message-strings';
import { PlainLeadForm } from './plain-lead-form';

/**
 * The staff member page's "send a message" form (STAFF_MEMBER lead; the member gets a copy). `cookieTier` comes
 * from loadCookieTier.
 */
export function StaffMemberLeadForm({
  slug,
  name,
  site,
  cookieTier,
}: {
  slug: string;
  name: string;
  site: SiteContext;
  cookieTier: number | null;
}) {
  const config: LeadFormConfig = {
    kind: 'staff',
    id: `lead-staff-${slug}`,
    dealerName: site.store?.name ?? site.settings?.siteName ?? 'the dealership',
    privacyHref: legalPath('privacy-policy'),
    cookieTier,
    pagePath: '', // cached page: the API takes the page from the Referer
    staff: { slug, name },
    formTexts: resolveLeadFormTexts(site.t),
    messages: resolveLeadMessageStrings(site.t),
    lang: site.lang,
  };
  return (
    <Section
      id={`staff-${slug}-message`}
      title={site.t('staff.message.title', { name }, 'Send {name} a message')}
      tone="tinted"
    >
      <p className={formStyles.intro}>
        {site.t(
          'staff.message.intro',
          { name },
          'Ask a question or leave a note; {name} receives a copy of your message.',
        )}
      </p>
      <LeadFormIsland config={config}>
        <PlainLeadForm config={config} result={site.variant.leadResult} />
      </LeadFormIsland>
    </Section>
  );
}
