/**
 * The lead service's own answers (none of them is in the form messages of docs/leads.md#validation-messages): the
 * HTTP adapter sends them as field errors or form errors, the service booking shows them in its form.
 */

/** The 429 answer. */
export const RATE_LIMITED_MESSAGE =
  'Too many submissions from you in a short time. Please wait a few minutes and try again, or just give us a call.';
/** A `form` value that is none of the 15 lead form types. */
export const UNKNOWN_FORM_MESSAGE = 'Unknown form';
/** A body posted to the résumé form's address (`?form=`) that names another form. */
export const FORM_ADDRESS_MESSAGE = 'This form was sent to the address of another form.';
/** A STAFF_MEMBER lead naming no team member we know. */
export const UNKNOWN_STAFF_MESSAGE = 'Please choose a team member';
/** An Idempotency-Key that is not 8–200 characters of letters, digits, `-_.:`. */
export const INVALID_IDEMPOTENCY_KEY_MESSAGE = 'Invalid idempotency key';
/** The 422 answer to a key that an earlier, different submission already used. */
export const IDEMPOTENCY_CONFLICT_MESSAGE =
  'This form was already sent with other answers. Please send it again to send your changes.';
/** Anything unexpected (the database is down …). */
export const SERVER_ERROR_MESSAGE = 'There was an error on sending your information. Please try again.';
