/**
 * The deal sheet lead's field messages (docs/deal-sheet.md#sending-it-to-the-store), zod-free so the browser's
 * string tables can carry them; each has a `validation.deal.*` key for Spanish (lib/i18n/validation-strings.ts).
 */
export const DEAL_VIN_MESSAGE = 'Choose a car for your deal sheet.';
export const DEAL_NOT_FOR_SALE_MESSAGE = 'This car is no longer for sale.';
export const DEAL_NO_PRICE_MESSAGE = 'This car has no price to work a deal from. Please call the store.';
export const DEAL_DOWN_PAYMENT_MESSAGE = 'Enter a down payment in dollars (0 or more).';
export const DEAL_CREDIT_MESSAGE = 'Choose your credit.';
export const DEAL_TERM_MESSAGE = 'Choose a term of 12, 24, 36, 48, 60 or 72 months.';
export const DEAL_TRADE_IN_MESSAGE = 'Choose how to value your trade-in.';
export const DEAL_OFFER_MESSAGE = 'Paste the link or the id of your instant offer.';
export const DEAL_OFFER_NOT_FOUND_MESSAGE = 'We can’t find that offer. Check the link in your offer e-mail.';
export const DEAL_OFFER_EXPIRED_MESSAGE = 'This offer has expired. Get a new one, or use your own estimate.';
export const DEAL_OFFER_NO_CASH_MESSAGE =
  'This offer has no instant cash amount (the car needs to be seen). Use your own estimate instead.';
export const DEAL_ESTIMATE_MESSAGE = 'Enter what you think your car is worth, in dollars.';
export const DEAL_PAYOFF_MESSAGE = 'Enter what you still owe on your car, in dollars (0 if nothing).';
