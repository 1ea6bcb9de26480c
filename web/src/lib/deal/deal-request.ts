/**
 * `GET /api/deal?vin=` (docs/deal-sheet.md#the-api): the query's one field, checked with field-level messages. Pure.
 */
import { VIN_PATTERN } from '@/lib/garage/constants';
import { GARAGE_UNKNOWN_FIELD_MESSAGE, GARAGE_VIN_MESSAGE } from '@/lib/garage/garage-request';

export const DEAL_NOT_IN_STOCK_MESSAGE = 'No car with this VIN is for sale';

/** The VIN asked for (trimmed, upper-cased), or the errors by field. */
export function parseDealQuery(params: URLSearchParams): { vin: string } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const key of params.keys()) if (key !== 'vin') errors[key] = GARAGE_UNKNOWN_FIELD_MESSAGE;
  const vin = (params.get('vin') ?? '').trim().toUpperCase();
  if (!VIN_PATTERN.test(vin)) errors.vin = GARAGE_VIN_MESSAGE;
  return Object.keys(errors).length > 0 ? { errors } : { vin };
}
