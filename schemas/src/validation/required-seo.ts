import type { ValidationResult } from './result';

export interface SeoValue {
  title?: string | null;
  description?: string | null;
  noIndex?: boolean | null;
}

/**
 * Pages search engines index must say what they are about: a meta description (or, for articles, the excerpt the
 * site falls back to). Without one every page shares the site-wide default snippet. Hidden pages (noIndex) need none.
 */
export function validateRequiredSeo(
  seo: SeoValue | null | undefined,
  fallbackDescription?: string | null,
): ValidationResult {
  if (seo?.noIndex) return true;
  if (seo?.description?.trim() || fallbackDescription?.trim()) return true;
  return fallbackDescription === undefined
    ? 'Fill in the SEO tab: a meta description (about 150 characters) for search results'
    : 'Fill in the SEO tab’s meta description or the excerpt: search results show one of them';
}
