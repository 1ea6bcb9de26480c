import { legalPath } from '@dealer/schemas/routes';

import { LeadFormIsland } from '../forms/lead-form-island';
import type { LeadFormConfig } from '../forms/lead-form-config';
import formStyles from '../forms/lead-form.module.css';
import { resolveLeadFormTexts } from '../forms/lead-form-texts';
import { resolveLeadMessageStrings } from '../forms/lead-message-strings';
import { PlainLeadForm } from '../forms/plain-lead-form';
import { Section } from '../ui/section';
import type { SectionWithDataProps } from './types';

/** A CMS-placed lead form (contact or careers): plain HTML first, enhanced by a lazily loaded island. */
export function LeadFormSection({
  id,
  section,
  site,
  data: { cookieTier, positions },
}: SectionWithDataProps<'leadFormSection'>) {
  const kind = section.form === 'careers' ? 'careers' : 'contact';
  const config: LeadFormConfig = {
    kind,
    id: `lead-${id}`,
    dealerName: site.store?.name ?? site.settings?.siteName ?? 'the dealership',
    privacyHref: legalPath('privacy-policy'),
    cookieTier,
    // Cached pages do not know their own address; the API takes the page from the Referer.
    pagePath: '',
    serviceQuestions: site.stores.some((store) => store.hasServiceDepartment === true),
    ...(kind === 'contact'
      ? {
          stores: site.stores.flatMap((store) =>
            store.storeId ? [{ value: store.storeId, label: store.name ?? store.storeId }] : [],
          ),
          store: site.store?.storeId ?? undefined,
        }
      : {}),
    positions: positions.flatMap((position) => {
      if (!position.title) return [];
      const label = position.store?.city ? `${position.title} (${position.store.city})` : position.title;
      return [{ value: label, label }];
    }),
    formTexts: resolveLeadFormTexts(site.t),
    messages: resolveLeadMessageStrings(site.t),
    lang: site.lang,
  };
  return (
    <Section id={id} title={section.title}>
      {section.intro ? <p className={formStyles.intro}>{section.intro}</p> : null}
      <LeadFormIsland config={config}>
        <PlainLeadForm config={config} result={site.variant.leadResult} />
      </LeadFormIsland>
    </Section>
  );
}
