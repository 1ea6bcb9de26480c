import 'server-only';

import { renderConfirmationMail, renderDigestMail, type RenderedAlertMail } from '@/lib/alerts/alert-mail';
import type { Digest } from '@/lib/alerts/digest-plan';
import { createTranslator } from '@/lib/i18n/strings';
import { selectStore } from '@/lib/profile/selected-store';
import type { LeadContentSource } from '@/server/leads/lead-content-source';

/**
 * What the alert e-mails take from the CMS: the words (siteSettings.uiStrings `alertMail.*`) and the name they are
 * signed with (the default store's, else the site's).
 */
export async function alertMailRenderer(content: LeadContentSource) {
  const { settings, stores } = await content.settings();
  const store = selectStore(stores, settings?.defaultStoreId, null);
  const storeName = store?.name?.trim() || settings?.siteName?.trim() || 'us';
  const t = (lang: 'en' | 'es') => createTranslator(settings?.uiStrings, lang);
  return {
    confirmation: (input: { origin: string; confirmToken: string; lang: 'en' | 'es'; vehicle: string | null }) =>
      renderConfirmationMail({ ...input, storeName, t: t(input.lang) }),
    digest: (digest: Digest): RenderedAlertMail => renderDigestMail({ digest, storeName, t: t(digest.lang) }),
  };
}
