import { legalPath } from '@dealer/schemas/routes';
import { consentStringKeys, initialBannerState, resolveConsent, type ConsentStrings } from '@/lib/consent';
import { getSiteCookieTier } from '@/server/consent/request-consent';
import type { SiteContext } from '@/server/site/context';
import { ConsentDialog } from './consent-dialog';

/**
 * Mounts the consent island: open or not from the banner state the visitor stored (part of the page's cache
 * variant, so there is no flash), the tier's default consent (the island reads the visitor's own choice and the
 * browser's GPC flag itself), and its texts in the page's language (`site.lang`, the same as `<html lang>`).
 */
export async function ConsentRoot({ site }: { site: Pick<SiteContext, 't' | 'enabledPages' | 'variant'> }) {
  const tier = await getSiteCookieTier();
  const consent = resolveConsent({ tier, stored: null, gpc: false });
  const banner = initialBannerState(tier, site.variant.banner);
  const strings: ConsentStrings = Object.fromEntries(consentStringKeys(tier).map((key) => [key, site.t(key)]));
  const policyHref = site.enabledPages.includes('legal') ? legalPath('cookie-policy') : null;
  return <ConsentDialog initialConsent={consent} initialBanner={banner} strings={strings} policyHref={policyHref} />;
}
