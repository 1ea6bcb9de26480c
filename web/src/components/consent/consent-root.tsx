import { legalPath } from '@dealer/schemas/routes';
import { consentStringKeys, initialBannerState, resolveConsent, type ConsentStrings } from '@/lib/consent';
import { LANGUAGES } from '@/lib/i18n/language';
import { createTranslator, type Language, type Translator } from '@/lib/i18n/strings';
import { getSiteCookieTier } from '@/server/consent/request-consent';
import type { SiteContext } from '@/server/site/context';
import { ConsentDialog, type ConsentLanguages } from './consent-dialog';

/**
 * Mounts the consent island: open or not from the banner state the visitor stored (part of the page's cache
 * variant, so there is no flash), the tier's default consent (the island reads the visitor's own choice and the
 * browser's GPC flag itself), and its texts in the page's language (`site.lang`, the same as `<html lang>`) and in
 * the other one, for the dialog's own language choice.
 */
export async function ConsentRoot({
  site,
}: {
  site: Pick<SiteContext, 't' | 'lang' | 'settings' | 'enabledPages' | 'variant'>;
}) {
  const tier = await getSiteCookieTier();
  const consent = resolveConsent({ tier, stored: null, gpc: false });
  const banner = initialBannerState(tier, site.variant.banner);
  // The page's own translator (with any experiment's texts) for its language; the CMS strings for the other.
  const translators = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, lang === site.lang ? site.t : createTranslator(site.settings?.uiStrings, lang)]),
  ) as Record<Language, Translator>;
  const inEach = <T,>(read: (t: Translator) => T) =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, read(translators[lang])])) as Record<Language, T>;
  const strings = inEach(
    (t) => Object.fromEntries(consentStringKeys(tier).map((key) => [key, t(key)])) as ConsentStrings,
  );
  const languages: ConsentLanguages = {
    label: inEach((t) => t('nav.language')),
    // Each language by its own name, whatever the page's language.
    names: Object.fromEntries(LANGUAGES.map((lang) => [lang, translators[lang](`lang.${lang}`)])) as Record<
      Language,
      string
    >,
  };
  const policyHref = site.enabledPages.includes('legal') ? legalPath('cookie-policy') : null;
  return (
    <ConsentDialog
      initialConsent={consent}
      initialBanner={banner}
      lang={site.lang}
      strings={strings}
      languages={languages}
      policyHref={policyHref}
    />
  );
}
