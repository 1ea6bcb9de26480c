/**
 * UI strings editors can override in `siteSettings.uiStrings` ({key, en, es}). Lookup falls back to the other
 * language, then to the built-in text, and replaces `{name}` placeholders.
 */

import { DEFAULT_ERROR_STRINGS } from './error-strings';
import { interpolate } from './interpolate';
import { POPUP_DEFAULT_STRINGS } from './popup-strings';
import { STORE_DEFAULT_STRINGS } from './store-strings';

export type Language = 'en' | 'es';

export interface UiString {
  key: string | null;
  en?: string | null;
  es?: string | null;
}

/** Keys the site shell reads, with their built-in English text (the spec's wording). */
export const DEFAULT_STRINGS = {
  'notFound.badge': '404',
  'notFound.title': 'Page not found',
  'notFound.subtitle': 'Sorry, we couldn’t find the page you’re looking for.',
  'notFound.button': 'Go back home',
  // The line naming the path (lib/routing/route-access.ts: notFoundMessage is the same English).
  'notFound.detail': 'Page not found: {path}',
  'notFound.detailInvalid': 'Page Not Found: {path}',
  ...DEFAULT_ERROR_STRINGS,
  'nav.skipToContent': 'Skip to content',
  'nav.menu': 'Menu',
  'nav.mainMenu': 'Main menu',
  'nav.callUs': 'Call {name}',
  'nav.newTab': '(opens in a new tab)',
  'team.call': 'Call',
  'team.restOfTeam': 'Meet the rest of the team',
  'offers.empty': 'No offers available at this time. Please check back later.',
  'offers.scheduleService': 'Schedule this service',
  'offers.group.sales': 'Sales offers',
  'offers.group.dealer': 'Dealer offers',
  'offers.group.service': 'Service offers',
  'offers.group.allDealer': 'See all dealer offers',
  'offers.group.allService': 'See all service offers',
  'offers.vehicles.title': 'Cars this offer applies to',
  'offers.vehicles.search': 'See all {count} matching cars',
  'offers.vehicles.none': 'No car in stock matches this offer right now.',
  // The pages of an ended offer and of a car not in stock (app/global-not-found.tsx).
  'offerEnded.title': 'This offer has ended',
  'offerEnded.subtitle': 'The offer you were looking for is no longer available. Here are the offers running now.',
  'offerEnded.current': 'Current offers',
  'offerEnded.all': 'See all special offers',
  'vehicleGone.title': 'This car has been sold',
  'vehicleGone.subtitle': 'The {vehicle} you were looking for is no longer in our inventory.',
  'vehicleMissing.title': 'Car not found',
  'vehicleMissing.subtitle': 'We couldn’t find a car with VIN {vin} in our inventory.',
  'vehicleGone.similar': 'Similar cars in stock',
  'vehicleGone.search': 'See all matching cars',
  'vehicleGone.browse': 'Browse all cars',
  // Cookie consent dialog; editors override these in siteSettings.uiStrings (en and es).
  'cookies.title': 'We use cookies',
  'cookies.text':
    'We use cookies to remember your choices, measure our site and improve advertising. You can change your choice at any time.',
  'cookies.close': 'Close and continue',
  'cookies.acceptAll': 'Accept all',
  'cookies.deny': 'Deny',
  'cookies.customize': 'Customize',
  'cookies.customizeTitle': 'Choose your cookies',
  'cookies.save': 'Save choices',
  'cookies.back': 'Back',
  'cookies.policy': 'Cookie policy',
  'cookies.settings': 'Cookie settings',
  'cookies.alwaysOn': 'Always on',
  'cookies.gpc': 'Your browser sent a Global Privacy Control signal, so targeting cookies are off.',
  'cookies.essential': 'Essential',
  'cookies.essential.text': 'Needed for the site to work: security, your store and this choice.',
  'cookies.functional': 'Functional',
  'cookies.functional.text': 'Remember your details and preferences between visits.',
  'cookies.analytics': 'Analytics',
  'cookies.analytics.text': 'Measure visits so we can improve the site.',
  'cookies.targeting': 'Targeting',
  'cookies.targeting.text': 'Show you relevant ads on other sites and measure them.',
  // Language switch (English and Spanish).
  'nav.language': 'Language',
  'lang.en': 'English',
  'lang.es': 'Español',
  ...POPUP_DEFAULT_STRINGS,
  ...STORE_DEFAULT_STRINGS,
} as const;

export type StringKey = keyof typeof DEFAULT_STRINGS;

export { interpolate };

export function translate(
  strings: readonly UiString[] | null | undefined,
  key: string,
  options: { lang?: Language; fallback?: string; values?: Record<string, string | number> } = {},
): string {
  const lang = options.lang ?? 'en';
  const entry = (strings ?? []).find((item) => item.key === key);
  const text =
    (entry?.[lang] || undefined) ??
    (entry?.en || undefined) ??
    options.fallback ??
    (key in DEFAULT_STRINGS ? DEFAULT_STRINGS[key as StringKey] : key);
  return interpolate(text, options.values);
}

/** A `t(key)` bound to one site's strings and language. */
export function createTranslator(strings: readonly UiString[] | null | undefined, lang: Language = 'en') {
  return (key: StringKey | (string & {}), values?: Record<string, string | number>, fallback?: string) =>
    translate(strings, key, { lang, values, fallback });
}

export type Translator = ReturnType<typeof createTranslator>;

export { DEFAULT_ERROR_STRINGS, ERROR_STRING_KEYS, type ErrorStrings } from './error-strings';
