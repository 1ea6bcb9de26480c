import { legalPath } from '@dealer/schemas/routes';
import { CONSENT_STRING_KEYS, type ConsentStrings } from '@/lib/consent';
import { getRequestConsent } from '@/server/consent/request-consent';
import type { SiteContext } from '@/server/site/context';
import { ConsentDialog } from './consent-dialog';

/**
 * Mounts the consent island with everything decided on the server: the tier, the visitor's cookies and the
 * `Sec-GPC` header (so the dialog renders open, or not at all, without a flash), and its texts in the page's
 * language (`site.lang`, the same as `<html lang>`).
 */
export async function ConsentRoot({ site }: { site: Pick<SiteContext, 't' | 'enabledPages'> }) {
  const { consent, banner } = await getRequestConsent();
  const strings = Object.fromEntries(CONSENT_STRING_KEYS.map((key) => [key, site.t(key)])) as ConsentStrings;
  const policyHref = site.enabledPages.includes('legal') ? legalPath('cookie-policy') : null;
  return <ConsentDialog initialConsent={consent} initialBanner={banner} strings={strings} policyHref={policyHref} />;
}
