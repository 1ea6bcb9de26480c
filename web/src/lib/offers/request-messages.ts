/**
 * The offer request's field messages, apart from its schema: the sell flow checks the same rules in the browser
 * before the schema library is loaded (see request-schema.ts).
 */
export const MILEAGE_MESSAGE = 'Enter the mileage as a whole number of miles from 0 to 999,999.';
export const YEAR_MESSAGE = 'Enter a model year from 1981 on.';
export const NAME_MESSAGE = 'Enter 1 to 60 characters.';
export const ZIP_MESSAGE = 'Enter a 5-digit ZIP code.';
export const VEHICLE_MESSAGE = 'Enter the VIN, or the year, make and model.';
export const ANSWERS_MESSAGE = 'Answer the questions about the vehicle.';
