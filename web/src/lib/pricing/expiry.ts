/** Offers are valid 7 days: the expiry instant is exactly 7 × 24 h after the quote. */
import { OFFER_VALID_DAYS } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;

export function expiresAt(today: Date): Date {
  return new Date(today.getTime() + OFFER_VALID_DAYS * DAY_MS);
}

export function isOfferExpired(expiry: Date, now: Date): boolean {
  return now.getTime() >= expiry.getTime();
}
