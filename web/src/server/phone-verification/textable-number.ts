import 'server-only';

import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';

/**
 * Which numbers a verification code may be texted to: geographic numbers of the fifty states and DC only.
 *
 * Texting is paid per message and priced by destination, and "SMS pumping" fraud asks a site to text numbers
 * whose carrier shares that price: premium (900), personal (5XX), toll-free (8XX, which cannot receive texts
 * anyway) and the other countries that share +1 (Canada, Jamaica 876, the Dominican Republic 809 …). The territories
 * (Puerto Rico, the Virgin Islands, Guam …) are priced as their own destinations too, and a dealer's buyers verify
 * from the states. The full ("max") metadata of libphonenumber knows each area code's country and number type and
 * is kept up to date with the numbering plan, so no hand list of area codes is needed.
 *
 * Lead forms are not this rule: a visitor may leave any valid 10-digit number there (a business's toll-free line,
 * a Canadian cell), because the dealer calls it back and nothing is sent automatically.
 */
const TEXTABLE_TYPES: ReadonlySet<NumberType> = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** May a code be texted to these ten digits ('6305550100')? */
export function isTextableUsNumber(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const number = parsePhoneNumberFromString(`+1${digits}`);
  if (!number || number.country !== 'US' || !number.isValid()) return false;
  const type = number.getType();
  return type !== undefined && TEXTABLE_TYPES.has(type);
}
