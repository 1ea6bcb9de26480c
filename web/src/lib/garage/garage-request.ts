/**
 * `POST /api/garage` (docs/garage.md#the-apis): validation of the body `{ vins: string[], searches: string[] }`,
 * the saved cars' VINs and the saved searches' addresses. Field-level messages, never a throw. Pure.
 */
import { MAX_SAVED_CARS, MAX_SAVED_SEARCHES, VIN_PATTERN } from './constants';
import { parseSavedSearchHref } from './saved-search-href';

export const GARAGE_BODY_MESSAGE = 'Send a JSON object with vins and searches';
export const GARAGE_VINS_MESSAGE = `vins is a list of at most ${MAX_SAVED_CARS} VINs`;
export const GARAGE_VIN_MESSAGE = 'A VIN has 17 letters and digits, never I, O or Q';
export const GARAGE_SEARCHES_MESSAGE = `searches is a list of at most ${MAX_SAVED_SEARCHES} search page addresses`;
export const GARAGE_SEARCH_MESSAGE = 'Give the address of a search page, such as /cars-for-sale/suvs';
export const GARAGE_UNKNOWN_FIELD_MESSAGE = 'This field is not allowed';

export interface GarageRequest {
  vins: string[];
  searches: string[];
}

const ALLOWED = ['vins', 'searches'];

export function parseGarageRequest(body: unknown): GarageRequest | { errors: Record<string, string> } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { errors: { body: GARAGE_BODY_MESSAGE } };
  const record = body as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const key of Object.keys(record)) if (!ALLOWED.includes(key)) errors[key] = GARAGE_UNKNOWN_FIELD_MESSAGE;
  const vins = record.vins ?? [];
  const searches = record.searches ?? [];
  if (!Array.isArray(vins) || vins.length > MAX_SAVED_CARS) errors.vins = GARAGE_VINS_MESSAGE;
  else
    vins.forEach((vin, index) => {
      if (typeof vin !== 'string' || !VIN_PATTERN.test(vin)) errors[`vins.${index}`] = GARAGE_VIN_MESSAGE;
    });
  if (!Array.isArray(searches) || searches.length > MAX_SAVED_SEARCHES) errors.searches = GARAGE_SEARCHES_MESSAGE;
  else
    searches.forEach((href, index) => {
      if (typeof href !== 'string' || !parseSavedSearchHref(href)) errors[`searches.${index}`] = GARAGE_SEARCH_MESSAGE;
    });
  if (Object.keys(errors).length > 0) return { errors };
  return { vins: [...new Set(vins as string[])], searches: [...new Set(searches as string[])] };
}

export const COMPARE_VINS_MESSAGE = 'Give one to three VINs, separated by commas: ?vins=VIN1,VIN2';
