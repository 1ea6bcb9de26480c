/**
 * Built-in English of the alert e-mails: only a fallback. The words come from the CMS (siteSettings.uiStrings
 * `alertMail.*`, en and es, seeded from seed/src/content/alert-strings.ts).
 */
export const ALERT_MAIL_STRINGS = {
  'alertMail.confirmSubject': 'Confirm your car alert',
  'alertMail.confirmIntro': 'You asked {store} to e-mail you about {what}.',
  'alertMail.confirmPriceDrop': 'price drops of the {vehicle}',
  'alertMail.confirmNewMatches': 'new cars matching your search',
  'alertMail.confirmAction': 'Confirm with the link below. Until you do, we send you nothing.',
  'alertMail.confirmLink': 'Confirm my alert',
  'alertMail.confirmIgnore': 'If this was not you, ignore this e-mail.',
  'alertMail.digestSubject': 'News about cars you follow at {store}',
  'alertMail.digestIntro': 'Here is what changed:',
  'alertMail.priceDrop': '{vehicle}: price lowered from {oldPrice} to {newPrice}',
  'alertMail.newMatch': '{vehicle}: new, {price}',
  'alertMail.newMatchNoPrice': '{vehicle}: new',
  'alertMail.more': 'and {count} more',
  'alertMail.seeSearch': 'See your search',
  'alertMail.unsubscribe': 'Stop these e-mails',
  'alertMail.why': 'You get this e-mail because you asked for car alerts. At most one e-mail a day per alert.',
} as const;

export type AlertMailKey = keyof typeof ALERT_MAIL_STRINGS;
