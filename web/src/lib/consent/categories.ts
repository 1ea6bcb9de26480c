/** The four cookie categories, in the order the dialog lists them. */
export const CONSENT_CATEGORIES = ['essential', 'functional', 'analytics', 'targeting'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Categories a visitor can switch in the customise panel (essential is always on). */
export const OPTIONAL_CATEGORIES = [
  'functional',
  'analytics',
  'targeting',
] as const satisfies readonly ConsentCategory[];
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export function isConsentCategory(value: string): value is ConsentCategory {
  return (CONSENT_CATEGORIES as readonly string[]).includes(value);
}

/** Canonical order, no duplicates, essential always included. */
export function normalizeCategories(categories: Iterable<string>): ConsentCategory[] {
  const set = new Set<string>(categories);
  set.add('essential');
  return CONSENT_CATEGORIES.filter((category) => set.has(category));
}
