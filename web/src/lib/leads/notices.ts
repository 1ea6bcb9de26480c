/** Notices shown on lead forms. */

/** "Privacy agreement notice appears on submit": shown next to the submit button, linking the privacy policy. */
export const PRIVACY_NOTICE_PREFIX = 'By submitting this form you agree to our';
export const PRIVACY_NOTICE_LINK = 'Privacy Policy';

/** The cell-phone consent disclaimer; `{dealer}` is the store's name. */
export const CELL_PHONE_DISCLAIMER =
  'By providing your cell phone number, you agree that {dealer} may call or text you at that number, including by auto-dialer or prerecorded message. Consent is not a condition of purchase. Standard message and data rates may apply.';

export function cellPhoneDisclaimer(dealer: string): string {
  return CELL_PHONE_DISCLAIMER.replace('{dealer}', dealer);
}
