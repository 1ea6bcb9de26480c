/**
 * Facet counts from the compact rows the search query returns for every match (GROQ has no group-by, so
 * counting happens here). Values are shown in descending count, then by label.
 */
import { slugify } from '@dealer/schemas/routes';
import { colorFamily, colorLabel } from './colors';

export interface FacetRow {
  make: string | null;
  model: string | null;
  bodyStyle: string | null;
  exteriorColor: string | null;
  drivetrain: string | null;
  fuelType: string | null;
  storeId: string | null;
  condition: string | null;
}

export interface FacetValue {
  /** What the filter state holds (a slug, a body style value, a store id …). */
  value: string;
  label: string;
  count: number;
}

export interface Facets {
  condition: FacetValue[];
  bodyStyle: FacetValue[];
  make: FacetValue[];
  model: FacetValue[];
  color: FacetValue[];
  drivetrain: FacetValue[];
  fuel: FacetValue[];
  store: FacetValue[];
}

export interface FacetLabels {
  bodyStyles: Record<string, string>;
  stores: Record<string, string>;
}

const CONDITION_LABELS: Record<string, string> = { new: 'New', used: 'Used', certified: 'Certified pre-owned' };

function tally(
  rows: readonly FacetRow[],
  pick: (row: FacetRow) => string | null | undefined,
  toValue: (raw: string) => string,
  toLabel: (raw: string, value: string) => string,
): FacetValue[] {
  const counts = new Map<string, FacetValue>();
  for (const row of rows) {
    const raw = pick(row);
    if (!raw) continue;
    const value = toValue(raw);
    if (!value) continue;
    const entry = counts.get(value);
    if (entry) entry.count += 1;
    else counts.set(value, { value, label: toLabel(raw, value), count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export function shapeFacets(rows: readonly FacetRow[], labels: FacetLabels): Facets {
  const keep = (raw: string) => raw;
  return {
    condition: tally(
      rows,
      (row) => row.condition,
      keep,
      (raw) => CONDITION_LABELS[raw] ?? raw,
    ),
    bodyStyle: tally(
      rows,
      (row) => row.bodyStyle,
      keep,
      (raw) => labels.bodyStyles[raw] ?? raw,
    ),
    make: tally(rows, (row) => row.make, slugify, keep),
    model: tally(rows, (row) => row.model, slugify, keep),
    color: tally(
      rows,
      (row) => row.exteriorColor,
      colorFamily,
      (_raw, value) => colorLabel(value),
    ),
    drivetrain: tally(rows, (row) => row.drivetrain, slugify, keep),
    fuel: tally(rows, (row) => row.fuelType, slugify, keep),
    store: tally(
      rows,
      (row) => row.storeId,
      keep,
      (raw) => labels.stores[raw] ?? raw,
    ),
  };
}

/** The names in the inventory whose slug (or colour family) is `value`: what the GROQ filter compares with. */
export function namesMatching(names: readonly (string | null)[], value: string, kind: 'slug' | 'color'): string[] {
  const matches = new Set<string>();
  for (const name of names) {
    if (!name) continue;
    const key = kind === 'color' ? colorFamily(name) : slugify(name);
    if (key === value) matches.add(name);
  }
  return [...matches];
}
