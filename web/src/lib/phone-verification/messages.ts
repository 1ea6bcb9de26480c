/** Validation messages (fixed text). */
export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';
export const PHONE_PATTERN_MESSAGE = 'Phone number is invalid by regex';
export const CODE_REQUIRED_MESSAGE = 'Code is required';
export const CODE_LENGTH_MESSAGE = 'Code must be 6 digits';

/** Not in the spec: answers of the verification service. */
export const WRONG_CODE_MESSAGE = 'That code is not correct. Please check the text message and try again.';
export const EXPIRED_CODE_MESSAGE = 'This code has expired or was already used. Please request a new code.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many wrong codes. Please request a new code.';
export const RESEND_COOLDOWN_MESSAGE = 'A code was just sent to this number. Please wait a minute before asking again.';
export const RATE_LIMITED_MESSAGE = 'Too many verification requests. Please wait a while and try again.';
/** Not in the spec: a valid number that codes are not texted to (toll-free, premium, outside the US states). */
export const NOT_TEXTABLE_MESSAGE = 'We can only text codes to US mobile numbers. Please enter another number.';
export const INVALID_REQUEST_MESSAGE = 'Invalid request';
export const SEND_FAILED_MESSAGE = 'We could not send a code to this number. Please try again later.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again.';
