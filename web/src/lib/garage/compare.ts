/**
 * The rules of /compare (docs/garage.md#compare): which VINs the page shows, and which rows differ between the
 * cars. Pure: the page's island and the API share them.
 */
import { MAX_COMPARE, VIN_PATTERN } from './constants';

export interface CompareSelection {
  /** Well-formed VINs, upper-cased, without repeats, at most MAX_COMPARE, in the order given. */
  vins: string[];
  /** Well-formed VINs past the first MAX_COMPARE: left out, and the page says so. */
  dropped: string[];
  /** Entries that are not VINs at all: the page names them. */
  invalid: string[];
}

/**
 * `?vins=A,B,C`: more than three keeps the first three and notes the rest (a shared link still shows something
 * useful, rather than a refusal); entries that are not VINs are named, never a server error.
 */
export function parseCompareVins(value: string | null | undefined): CompareSelection {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .slice(0, 50);
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    const vin = entry.toUpperCase();
    if (!VIN_PATTERN.test(vin)) invalid.push(entry.slice(0, 40));
    else if (!valid.includes(vin)) valid.push(vin);
  }
  return { vins: valid.slice(0, MAX_COMPARE), dropped: valid.slice(MAX_COMPARE), invalid };
}

/** The address of a comparison of these cars (the first MAX_COMPARE). */
export const compareHref = (vins: readonly string[]) => `/compare?vins=${vins.slice(0, MAX_COMPARE).join(',')}`;

/** A row of the comparison: one value per car, already in words (null: not known for that car). */
export interface CompareRow<K extends string = string> {
  key: K;
  values: (string | null)[];
}

/**
 * A row differs when the cars do not all show the same value. A value missing for one car and present for
 * another is a difference too; a row nobody has a value for is dropped by the page. With one car nothing differs.
 */
export function rowDiffers(values: readonly (string | null)[]): boolean {
  if (values.length < 2) return false;
  const normalised = values.map((value) => (value === null ? null : value.trim().toLowerCase()));
  return normalised.some((value) => value !== normalised[0]);
}

/** For a list row (key features): per car, the items no other car of the comparison has ("only this car"). */
export function uniqueItems(lists: readonly (readonly string[])[]): string[][] {
  const normalise = (item: string) => item.trim().toLowerCase();
  return lists.map((list, index) =>
    list.filter(
      (item) =>
        lists.length > 1 &&
        lists.every(
          (other, otherIndex) => otherIndex === index || !other.some((entry) => normalise(entry) === normalise(item)),
        ),
    ),
  );
}

/** A list row differs when the cars' lists are not the same set of items. */
export function listsDiffer(lists: readonly (readonly string[])[]): boolean {
  return rowDiffers(lists.map((list) => [...new Set(list.map((item) => item.trim().toLowerCase()))].sort().join('\n')));
}
