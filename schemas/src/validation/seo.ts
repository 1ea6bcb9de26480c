import type { ValidationResult } from './result';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug is part of a public URL: lowercase letters and digits separated by single hyphens. */
export function validateSlug(value: { current?: string } | undefined | null): ValidationResult {
  const current = value?.current;
  if (!current) return true;
  return SLUG.test(current) || 'Use lowercase letters, digits and single hyphens, e.g. how-to-sell-your-car';
}

/** Indexed pages need a meta description, or search engines write their own snippet (a warning, not an error). */
export function validateSeoDescription(
  description: string | undefined | null,
  noIndex: boolean | undefined | null,
): ValidationResult {
  if (noIndex || description?.trim()) return true;
  return 'Add a meta description (about 150 characters) so search results show your words';
}
