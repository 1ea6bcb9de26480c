import { documentPath, matchPath } from '../routes';
import type { ValidationResult } from './result';

/** Route names the site serves each routed document type under (routes.ts). */
const OWN_ROUTES: Record<string, readonly string[]> = {
  article: ['article'],
  articleCategory: ['articleCategory'],
  author: ['author'],
  teamMember: ['teamMember'],
  legalPage: ['legal'],
};

/**
 * A slug whose address another page already has (an article called `search` would sit at /car-research/search,
 * which is the search page) can never be reached: the site's router prefers the static page. Checked against the
 * one route map, so a new static page protects its address automatically.
 */
export function validateRoutedSlug(
  type: string,
  slug: { current?: string } | string | null | undefined,
): ValidationResult {
  const current = typeof slug === 'string' ? slug : slug?.current;
  const own = OWN_ROUTES[type];
  if (!current || !own) return true;
  const href = documentPath({ _type: type, slug: current });
  if (!href) return true;
  const match = matchPath(href);
  if (match && own.includes(match.name)) return true;
  return `${href} is already the address of another page; choose another slug`;
}
