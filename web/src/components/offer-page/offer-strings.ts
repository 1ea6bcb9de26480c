/**
 * Built-in English of the offer page's UI strings: only a fallback. The words come from the CMS
 * (siteSettings.uiStrings `offerPage.*`, en and es, seeded from seed/src/content/offer-page-strings.ts).
 */
export const OFFER_PAGE_STRINGS = {
  'offerPage.metaTitle': 'Your offer',
  'offerPage.help': 'Questions about your offer?',
  'offerPage.title': 'Your offers for the {vehicle}',
  'offerPage.mileage': '{mileage} miles',
  'offerPage.vin': 'VIN {vin}',
  'offerPage.validUntil': 'Offers valid until {date}',
  'offerPage.emailed': 'We also e-mailed you a link to this page, so you can come back to your offer until it expires.',
  'offerPage.intro': 'Two ways to sell your car. Pick the one that suits you.',
  'offerPage.cashTitle': 'Cash now',
  'offerPage.cashName': 'Instant cash offer',
  'offerPage.cashPaid':
    'How you are paid: the full amount by check or direct deposit when you hand over the car and its title.',
  'offerPage.laterTitle': 'More cash later',
  'offerPage.laterName': 'Profit-sharing offer',
  'offerPage.laterPaid':
    'How you are paid: a first check when you hand over the car, and a second check after we sell it.',
  'offerPage.laterExplanation':
    'We recondition and advertise your car and sell it on our lot. You get the first check right away and share in the profit with a second check once it sells.',
  'offerPage.laterDisclaimer':
    'Profit sharing carries a minimum fee of $1,500 plus 5% of the sale price. The second check is an estimate from today’s retail value and depends on the final sale price.',
  'offerPage.laterUnavailable': 'Profit sharing is offered on cars 10 or more model years old.',
  'offerPage.breakdown': 'How we worked it out',
  'offerPage.item': 'Item',
  'offerPage.amount': 'Amount',
  'offerPage.startingValue': 'Starting value for its condition',
  'offerPage.noDeductions': 'No deductions for your answers',
  'offerPage.retailValue': 'Expected retail value',
  'offerPage.expectedSale': 'Expected sale after deductions',
  'offerPage.reconditioning': 'Reconditioning',
  'offerPage.advertising': 'Advertising',
  'offerPage.net': 'Net to share',
  'offerPage.firstCheck': 'First check, at hand-over',
  'offerPage.secondCheck': 'Second check, after your car sells',
  'offerPage.total': 'Your offer',
  'offerPage.beatTitle': 'We beat any condition-verified offer by $300',
  'offerPage.beatText':
    'Have a written offer from another buyer? Enter it and we will beat it by $300 once we have verified your car’s condition.',
  'offerPage.competingLabel': 'Competing offer in dollars (optional)',
  'offerPage.scheduleTitle': 'When can we see your car?',
  'offerPage.dateLabel': 'Preferred day (optional)',
  'offerPage.timeLabel': 'Preferred time (optional)',
  'offerPage.timeAny': 'Any time',
  'offerPage.timeMorning': 'Morning',
  'offerPage.timeAfternoon': 'Afternoon',
  'offerPage.timeEvening': 'Evening',
  'offerPage.acceptCash': 'Accept the cash offer',
  'offerPage.acceptLater': 'Accept the profit-sharing offer',
  'offerPage.schedule': 'Schedule my visit',
  'offerPage.sending': 'Sending…',
  'offerPage.accepted': 'Thank you! We have your choice and will call you shortly to confirm your appointment.',
  'offerPage.failed':
    'Something went wrong. There was an error on sending your information. Please try again or just give us a call.',
  'offerPage.bringInTitle': 'Let’s see your car in person',
  'offerPage.bringInText':
    'We can’t make an online offer for this car. Bring it in and we will make you an offer on the spot. Here is why:',
  'offerPage.expiredTitle': 'This offer has expired',
  'offerPage.expiredText': 'Offers are valid for 7 days; this one ended on {date}. A new offer takes about 2 minutes.',
  'offerPage.newQuote': 'Get a new offer',
} as const;

export type OfferPageStringKey = keyof typeof OFFER_PAGE_STRINGS;

/** A translator bound to the offer page's keys, falling back to the built-in English above. */
export function offerText(
  t: (key: string, values?: Record<string, string | number>, fallback?: string) => string,
): (key: OfferPageStringKey, values?: Record<string, string | number>) => string {
  return (key, values) => t(key, values, OFFER_PAGE_STRINGS[key]);
}
