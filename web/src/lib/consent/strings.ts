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
export type ConsentStrings = Record<ConsentStringKey, string>;
