import type { CookieTier } from './tiers';

/** The uiStrings keys the consent dialog shows (English defaults in lib/i18n/strings.ts, Spanish in the seed). */
export const CONSENT_STRING_KEYS = [
  'cookies.title',
  'cookies.text',
  'cookies.close',
  'cookies.acceptAll',
  'cookies.deny',
  'cookies.customize',
  'cookies.customizeTitle',
  'cookies.save',
  'cookies.back',
  'cookies.policy',
  'cookies.settings',
  'cookies.alwaysOn',
  'cookies.gpc',
  'cookies.essential',
  'cookies.essential.text',
  'cookies.functional',
  'cookies.functional.text',
  'cookies.analytics',
  'cookies.analytics.text',
  'cookies.targeting',
  'cookies.targeting.text',
] as const;

export type ConsentStringKey = (typeof CONSENT_STRING_KEYS)[number];
/** The dialog's texts: only those the site's tier can show (consentStringKeys), in the page's language. */
export type ConsentStrings = Partial<Record<ConsentStringKey, string>>;

/** A notice-only tier (0–1): the notice, its policy link, the GPC line and "Close and continue"; nothing else shows. */
const NOTICE_KEYS = [
  'cookies.title',
  'cookies.text',
  'cookies.policy',
  'cookies.gpc',
  'cookies.close',
] as const satisfies readonly ConsentStringKey[];

/**
 * The texts the consent UI of a tier can show. The island is on every page, twice (markup and payload): a
 * notice-only site does not send the texts of answers and switches it never offers (tier 2 and up customise).
 */
export function consentStringKeys(tier: CookieTier): readonly ConsentStringKey[] {
  return tier <= 1 ? NOTICE_KEYS : CONSENT_STRING_KEYS;
}
