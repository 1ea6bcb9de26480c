/**
 * `GET /api/vehicles/private-prices?ids=a,b,c`: the vehicles a page lists as private (their ids are in the
 * cached page; their prices are not). Pure validation, with the field-level messages the API answers 400 with.
 */

/** A search page lists 19 cards; a little headroom, never a bulk export. */
export const MAX_PRICE_IDS = 24;
export const PRICE_IDS_MESSAGE = `Give 1 to ${MAX_PRICE_IDS} vehicle ids, separated by commas`;
export const PRICE_ID_FORMAT_MESSAGE = 'Vehicle ids are letters, digits, dots, dashes and underscores';
export const UNKNOWN_PARAMETER_MESSAGE = 'This field is not allowed';

const SANITY_ID = /^[A-Za-z0-9._-]{1,128}$/;

export type PriceRequest = { ids: string[] } | { errors: Record<string, string> };

export function parsePriceRequest(params: URLSearchParams): PriceRequest {
  const errors: Record<string, string> = {};
  for (const key of params.keys()) if (key !== 'ids') errors[key] = UNKNOWN_PARAMETER_MESSAGE;
  const values = params.getAll('ids');
  const ids = [...new Set(values.join(',').split(',').filter(Boolean))];
  if (values.length !== 1 || ids.length === 0 || ids.length > MAX_PRICE_IDS) errors.ids = PRICE_IDS_MESSAGE;
  else if (!ids.every((id) => SANITY_ID.test(id))) errors.ids = PRICE_ID_FORMAT_MESSAGE;
  return Object.keys(errors).length > 0 ? { errors } : { ids };
}

/** What an unlocked visitor's browser fills in on a private vehicle's card or page. */
export interface PrivatePrice {
  price: number;
  oldPrice: number | null;
}
