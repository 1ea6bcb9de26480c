import {
  CODE_LENGTH_MESSAGE,
  CODE_REQUIRED_MESSAGE,
  PHONE_PATTERN_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
} from '../phone-verification/messages';

/**
 * The interface text of the popups runtime (dialog chrome, the lead form, the phone verification step), with the
 * built-in English. The server resolves them with the page's language (siteSettings.uiStrings en/es) and hands
 * them to the lazy island, so the client carries no translation tables.
 */
export const POPUP_DEFAULT_STRINGS = {
  'popup.close': 'Close',
  'popup.maximize': 'Maximize',
  'popup.restore': 'Restore',
  'popup.move': 'Move dialog',
  'popup.firstName': 'First name',
  'popup.lastName': 'Last name',
  'popup.email': 'Email',
  'popup.phone': 'Phone',
  'popup.message': 'Message',
  'popup.submit': 'Submit',
  'popup.continue': 'Continue',
  'popup.sending': 'Sending…',
  'popup.failed': 'There was an error saving your information.',
  'toast.unlock.success': 'Access Granted! Welcome to the private inventory.',
  'toast.contact.success':
    'Message sent! Your message was successfully sent. Someone from our dealership team will contact you soon',
  'phoneVerification.intro': 'We will text a 6-digit code to this number to confirm it is yours.',
  'phoneVerification.phone': 'Mobile phone',
  'phoneVerification.send': 'Send code',
  'phoneVerification.sent': 'We texted a 6-digit code to {phone}.',
  'phoneVerification.code': 'Verification code',
  'phoneVerification.verify': 'Verify',
  'phoneVerification.resend': 'Resend code',
  'phoneVerification.resent': 'A new code is on its way.',
  'phoneVerification.changeNumber': 'Change number',
  'phoneVerification.verified': 'Thank you! Your phone number is verified.',
  // Phone-verification messages (fixed English wording; editors may translate them).
  'phoneVerification.phoneRequired': PHONE_REQUIRED_MESSAGE,
  'phoneVerification.phoneInvalid': PHONE_PATTERN_MESSAGE,
  'phoneVerification.codeRequired': CODE_REQUIRED_MESSAGE,
  'phoneVerification.codeLength': CODE_LENGTH_MESSAGE,
} as const;

export type PopupStringKey = keyof typeof POPUP_DEFAULT_STRINGS;
export type PopupStrings = Record<PopupStringKey, string>;
export const POPUP_STRING_KEYS = Object.keys(POPUP_DEFAULT_STRINGS) as PopupStringKey[];

/** Server messages of the verification API that have a translatable key (others are shown as the server sent them). */
const MESSAGE_KEYS: Record<string, PopupStringKey> = {
  [PHONE_REQUIRED_MESSAGE]: 'phoneVerification.phoneRequired',
  [PHONE_PATTERN_MESSAGE]: 'phoneVerification.phoneInvalid',
  [CODE_REQUIRED_MESSAGE]: 'phoneVerification.codeRequired',
  [CODE_LENGTH_MESSAGE]: 'phoneVerification.codeLength',
};

/** A message of the verification API in the page's language when it is one of the fixed field messages. */
export function localizeVerificationMessage(message: string, strings: PopupStrings): string {
  const key = MESSAGE_KEYS[message];
  return key ? strings[key] : message;
}

/** Per-popup overrides editors add to uiStrings: `popup.{popupId}.title`, `.button`, `.hoverText`. */
export function popupStringKey(popupId: string, field: 'title' | 'button' | 'hoverText'): string {
  return `popup.${popupId}.${field}`;
}
