/** Form messages, exact wording (docs/leads.md#validation-messages). Shared by client forms and the server (`400 {errors:{field: message}}`). */

export const REQUIRED_MESSAGE = 'This field is required';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';
export const FIRST_NAME_MESSAGE = 'Enter your first name.';
export const LAST_NAME_MESSAGE = 'Enter your last name.';
/** Used for both `message` and `text` fields. */
export const MESSAGE_MESSAGE = 'Enter your message.';
export const MAKE_MESSAGE = 'Enter the make of the vehicle.';
export const MODEL_MESSAGE = 'Enter the model of the vehicle.';
export const YEAR_MESSAGE = 'Enter the year of the vehicle.';
export const PRICE_MESSAGE = 'Enter the price of the vehicle.';
export const MILEAGE_MESSAGE = 'Enter the mileage of the vehicle.';

/**
 * Not in the spec: the honeypot is invisible to people, so this text is only ever seen by a bot or in logs.
 * Routes should treat a honeypot failure as spam (pretend success) rather than show it.
 */
export const HONEYPOT_MESSAGE = 'This field must be left empty';

/** Lead-form field name → its required-text message (the form messages). */
export const FIELD_MESSAGES = {
  firstName: FIRST_NAME_MESSAGE,
  lastName: LAST_NAME_MESSAGE,
  message: MESSAGE_MESSAGE,
  text: MESSAGE_MESSAGE,
  make: MAKE_MESSAGE,
  model: MODEL_MESSAGE,
  year: YEAR_MESSAGE,
  price: PRICE_MESSAGE,
  mileage: MILEAGE_MESSAGE,
} as const;
export type MessageField = keyof typeof FIELD_MESSAGES;

/**
 * Not in the spec: the 503 answer when the database cannot be reached at submit (lead and offer routes). Nothing
 * was stored; the form keeps what the visitor typed.
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "We couldn't save your request just now. Please try again in a minute; your answers are still here.";

/** Not in the spec: a date field holding something that is not a calendar date. */
export const INVALID_DATE_MESSAGE = 'Please enter a valid date';
/** Not in the spec: a time field that is not HH:mm. */
export const INVALID_TIME_MESSAGE = 'Please enter a valid time';
/** Not in the spec: a number field (payment, income, rent) that is not a number in range. */
export const INVALID_NUMBER_MESSAGE = 'Please enter a valid number';
/** Not in the spec: a key the form does not have (every request schema is strict). */
export const UNKNOWN_FIELD_MESSAGE = 'This field is not allowed';
