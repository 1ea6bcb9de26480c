/**
 * Built-in English of the alert pages (/alerts/confirm/…, /alerts/unsubscribe/…): only a fallback. The words come
 * from the CMS (siteSettings.uiStrings `alertPage.*`, en and es, seeded from seed/src/content/alert-strings.ts).
 */
export const ALERT_PAGE_STRINGS = {
  'alertPage.confirmTitle': 'Confirm your car alert',
  'alertPage.unsubscribeTitle': 'Stop car alert e-mails',
  'alertPage.aboutPriceDrop': 'E-mails when the price of the {vehicle} goes down.',
  'alertPage.aboutNewMatches': 'E-mails about new cars matching your search.',
  'alertPage.seeCar': 'See the car',
  'alertPage.seeSearch': 'See the search',
  'alertPage.confirmHelp':
    'Press the button to start your alert. At most one e-mail a day; every e-mail has a link to stop them.',
  'alertPage.confirmButton': 'Confirm my alert',
  'alertPage.confirmed': 'Your alert is on. We will e-mail you when something changes.',
  'alertPage.expired': 'This link has expired. Please sign up for the alert again.',
  'alertPage.unsubscribeHelp': 'Press the button and we will not e-mail you about this again.',
  'alertPage.unsubscribeButton': 'Unsubscribe',
  'alertPage.unsubscribed': 'You are unsubscribed. We will not e-mail you about this again.',
  'alertPage.sending': 'Sending…',
  'alertPage.failed': 'Something went wrong. Please try again.',
} as const;

export type AlertPageKey = keyof typeof ALERT_PAGE_STRINGS;

type Translate = (key: string, values?: Record<string, string | number>, fallback?: string) => string;

/** The alert pages' words: the CMS's, else the English above. */
export function alertPageText(t: Translate) {
  return (key: AlertPageKey, values?: Record<string, string | number>) => t(key, values, ALERT_PAGE_STRINGS[key]);
}
