import 'server-only';

/** Plates are compared without spaces or dashes, upper case ("abc-1234" = "ABC 1234" = "ABC1234"). */
export const normalisePlate = (plate: string) => plate.toUpperCase().replace(/[\s-]/g, '');
export const normaliseState = (state: string) => state.trim().toUpperCase();

export const PLATE_MESSAGE = 'Enter the licence plate (2 to 8 letters or numbers).';
export const STATE_MESSAGE = 'Choose the state the vehicle is registered in.';

/** US states, DC and territories (USPS codes). */
// prettier-ignore
export const PLATE_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
  'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'AS', 'GU', 'MP', 'PR', 'VI',
] as const;

export function plateFieldErrors(plate: string, state: string): { plate?: string; state?: string } {
  const errors: { plate?: string; state?: string } = {};
  if (!/^[A-Z0-9]{2,8}$/.test(normalisePlate(plate))) errors.plate = PLATE_MESSAGE;
  if (!(PLATE_STATES as readonly string[]).includes(normaliseState(state))) errors.state = STATE_MESSAGE;
  return errors;
}
