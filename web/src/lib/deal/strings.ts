/**
 * Words of the deal sheet (docs/deal-sheet.md): /deal, and the Deal sheet links on the garage's cars, /compare's
 * columns and the vehicle page. Editors override any of these in `siteSettings.uiStrings` (en/es) by key (the seed
 * carries the Spanish); the page resolves them on the server and hands its island plain text.
 */
import { resolveStrings } from '@/lib/i18n/resolve-strings';

export const DEAL_STRINGS = {
  'deal.title': 'Your deal sheet',
  'deal.intro':
    'The car, your terms and your trade-in, worked out line by line. Nothing is sent until you choose Send to the store.',
  'deal.loading': 'Working out your deal…',
  'deal.none': 'Choose a car for your deal sheet: pick Deal sheet on a car in My Garage.',
  'deal.garage': 'Go to My Garage',
  'deal.notFound': 'This car is no longer for sale.',
  'deal.error': 'We couldn’t load this car. Please try again.',
  'deal.retry': 'Try again',
  'deal.private': 'This car’s price is shown once you unlock our private inventory on its page.',
  'deal.noFinance': 'Payment estimates are not available for this car. Please contact the store.',
  'deal.viewCar': 'View {vehicle}',
  'deal.car.store': 'At {store}',
  'deal.prepared': 'Prepared on {date}',
  'deal.terms.title': 'Your terms',
  'deal.terms.saved': 'Started from the payment terms you saved.',
  'deal.terms.default': 'Started from our usual terms: change them to match yours.',
  'deal.down.label': 'Down payment ($)',
  'deal.credit.label': 'Credit',
  'deal.credit.Great': 'Great (740 and up)',
  'deal.credit.Good': 'Good (670–739)',
  'deal.credit.Okay': 'Okay (580–669)',
  'deal.credit.Bad': 'Bad (under 580)',
  'deal.term.label': 'Term',
  'deal.term.option': '{months} months',
  'deal.trade.title': 'Your trade-in',
  'deal.trade.none': 'No trade-in',
  'deal.trade.offer': 'My instant cash offer',
  'deal.trade.estimate': 'My own estimate',
  'deal.trade.offerLabel': 'Offer link or id',
  'deal.trade.offerHint': 'From your offer e-mail, or the address of your offer page.',
  'deal.trade.find': 'Use this offer',
  'deal.trade.finding': 'Looking up your offer…',
  'deal.trade.found': 'Instant cash offer for your {vehicle}: {amount}, valid until {date}.',
  'deal.trade.getOffer': 'No offer yet? Get one in two minutes',
  'deal.trade.estimateLabel': 'What your car is worth ($)',
  'deal.trade.payoffLabel': 'Still owed on it ($)',
  'deal.trade.payoffHint': 'Your loan payoff; 0 if it is paid off.',
  'deal.sheet.caption': 'Your deal, line by line',
  'deal.sheet.item': 'Item',
  'deal.sheet.amount': 'Amount',
  'deal.sheet.why': 'How it is worked out',
  'deal.line.price': 'Vehicle price',
  'deal.line.price.why': 'The price of this car today.',
  'deal.line.documentaryFee': 'Documentary fee',
  'deal.line.documentaryFee.why': 'The store’s fee for preparing the title and sale documents.',
  'deal.line.driveFee': 'Thirty-day drive fee',
  'deal.line.driveFee.why': 'Temporary registration so you can drive the car home.',
  'deal.line.salesTax': 'Sales tax',
  'deal.line.salesTax.why': '{rate} of {taxable}: the vehicle price. Fees are not taxed.',
  'deal.line.salesTax.credit':
    '{rate} of {taxable}: the vehicle price less {credit} of your trade-in’s value, as the state allows. Fees are not taxed.',
  'deal.line.salesTax.none': 'Tax, title and registration are not included: the store adds them.',
  'deal.line.tradeEquity': 'Trade equity',
  'deal.line.tradeEquity.why': 'Your trade-in’s {value} less the {payoff} still owed on it.',
  'deal.line.tradeEquity.negative': 'You owe {payoff} on a car worth {value}: the difference is added to your loan.',
  'deal.line.downPayment': 'Down payment',
  'deal.line.downPayment.why': 'The cash you put down.',
  'deal.line.downPayment.capped': 'Only {amount} of your down payment is needed.',
  'deal.line.amountFinanced': 'Amount financed',
  'deal.line.amountFinanced.why': 'Everything above, less your trade equity and down payment.',
  'deal.summary.title': 'Your deal',
  'deal.summary.payment': 'Monthly payment',
  'deal.summary.paymentWhy': '{term} months at {apr} APR: the store’s rate for this car’s model year and your credit.',
  'deal.summary.financed': 'Amount financed',
  'deal.summary.equity': 'Trade equity',
  'deal.summary.cashDue': 'Cash due at signing',
  'deal.summary.cashDueWhy': 'Your down payment.',
  'deal.summary.paidToYou': 'Your trade-in is worth {amount} more than the deal: the store pays you the difference.',
  'deal.disclaimer':
    'An estimate, not an offer of credit: your APR depends on your credit history and lender approval. Title and registration are not included. The store confirms every figure.',
  'deal.print': 'Print this deal sheet',
  'deal.send.title': 'Send to the store',
  'deal.send.intro': 'Send this deal sheet to {store}. A salesperson replies with the final figures.',
  'deal.send.firstName': 'First name',
  'deal.send.lastName': 'Last name',
  'deal.send.email': 'E-mail',
  'deal.send.phone': 'Phone',
  'deal.send.required': 'required',
  'deal.send.submit': 'Send to the store',
  'deal.send.sending': 'Sending…',
  'deal.send.failed': 'We couldn’t send your deal sheet. Please check the fields marked above.',
  'deal.send.sentTitle': 'Your deal sheet is on its way to {store}',
  'deal.send.next':
    'What happens next: a salesperson checks that the car is still here and contacts you within one business day with the final figures. Bring your driver’s license, and your trade-in with its title or payoff details.',
  'deal.send.call': 'Questions before then? Call {phone}.',
  'deal.amount.invalid': 'Enter an amount in dollars, such as 2500.',
  'deal.trade.invalid': 'Paste the link or the id of your instant offer.',
  'deal.trade.notFound': 'We can’t find that offer. Check the link in your offer e-mail.',
  'deal.trade.expired': 'This offer has expired. Get a new one, or use your own estimate.',
  'deal.trade.noCash':
    'This offer has no instant cash amount (the car needs to be seen). Use your own estimate instead.',
  'deal.trade.failed': 'We couldn’t look up your offer. Please try again.',
} as const;

export type DealStringKey = keyof typeof DEAL_STRINGS;
export type DealStrings = Readonly<Record<DealStringKey, string>>;

/** Every deal key resolved by the site's translator (CMS text, then these defaults); placeholders stay unfilled. */
export function resolveDealStrings(
  translate: (key: string, values?: Record<string, string | number>, fallback?: string) => string,
): DealStrings {
  return resolveStrings(DEAL_STRINGS, translate);
}
