/**
 * Advertising parameters (tracking parameters): read from the visitor's cookies of the same names and
 * appended to text lead mails ("appended advertising-parameter block").
 */

export const ADVERTISING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'gbraid',
  'gwraid',
] as const;
export type AdvertisingParam = (typeof ADVERTISING_PARAMS)[number];
export type AdvertisingValues = Partial<Record<AdvertisingParam, string>>;

/** Longest value kept per parameter (click ids are ~100 characters). */
const MAX_VALUE_LENGTH = 500;

/** The parameters that have a value, in the spec's order; `read` looks one name up (a cookie jar, a URL). */
export function pickAdvertisingValues(read: (name: AdvertisingParam) => string | null | undefined): AdvertisingValues {
  const values: AdvertisingValues = {};
  for (const name of ADVERTISING_PARAMS) {
    const value = read(name)?.trim();
    if (value) values[name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return values;
}

/** The block's lines, `name: value`, in the spec's order; empty when there is nothing to append. */
export function advertisingLines(values: AdvertisingValues): Array<{ name: AdvertisingParam; value: string }> {
  return ADVERTISING_PARAMS.flatMap((name) => {
    const value = values[name];
    return value ? [{ name, value }] : [];
  });
}
