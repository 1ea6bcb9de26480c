/**
 * Which routes a variant serves, and how a 404 explains itself. Pure: callers pass
 * `siteSettings.enabledPages`.
 */
import { isPageEnabled, matchPath, routes, type PageKey, type RouteName } from '@dealer/schemas/routes';

export function isRouteEnabled(name: RouteName, enabledPages: readonly string[] | null | undefined): boolean {
  return isPageEnabled(routes[name].pageKey, enabledPages);
}

/**
 * - `unmatched`: no route serves the path in this variant (unknown path, or a page the variant switches off):
 *   'Page not found: {path}'.
 * - `invalid`: a route matched but its parameters failed validation or named nothing (unknown legal slug, unknown
 *   article): 'Page Not Found: {path}'.
 */
export type NotFoundKind = 'unmatched' | 'invalid';

export function notFoundMessage(path: string, kind: NotFoundKind): string {
  return `${kind === 'invalid' ? 'Page Not Found' : 'Page not found'}: ${path}`;
}

const escapeLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /:([A-Za-z]+)(?:\(((?:[^()]|\([^()]*\))+)\))?/g;

/** The route's pattern with parameter constraints dropped: `/legal/:slug(a|b)` → /legal/<anything>. */
const looseRoutes = (Object.keys(routes) as RouteName[])
  .filter((name) => routes[name].pattern.includes(':'))
  .map((name) => {
    const pattern = routes[name].pattern;
    let source = '';
    let last = 0;
    for (const match of pattern.matchAll(PLACEHOLDER)) {
      source += escapeLiteral(pattern.slice(last, match.index));
      source += '[^/]+?';
      last = (match.index ?? 0) + match[0].length;
    }
    source += escapeLiteral(pattern.slice(last));
    return { name, regex: new RegExp(`^${source}/?$`, 'i') };
  });

/** The route a path belongs to when parameter validation is ignored (null when none). */
export function matchRouteLoosely(pathname: string): RouteName | null {
  const exact = matchPath(pathname);
  if (exact) return exact.name;
  const path = pathname.split(/[?#]/)[0] || '/';
  return looseRoutes.find((route) => route.regex.test(path))?.name ?? null;
}

export function notFoundKind(pathname: string, enabledPages: readonly string[] | null | undefined): NotFoundKind {
  const name = matchRouteLoosely(pathname);
  if (!name || !isRouteEnabled(name, enabledPages)) return 'unmatched';
  return 'invalid';
}

/** Whether a link target is served in this variant: external links always are; site paths need an enabled route. */
export function isHrefAvailable(
  href: string | null | undefined,
  enabledPages: readonly string[] | null | undefined,
): boolean {
  if (!href) return false;
  if (!href.startsWith('/') || href.startsWith('//')) return true;
  const match = matchPath(href);
  return match !== null && isPageEnabled(match.route.pageKey, enabledPages);
}

/** Department tabs on the home page and the page key each one needs. */
export const DEPARTMENT_PAGE_KEYS = {
  finance: 'financing',
  shop: 'inventory',
  sellTrade: 'sellTrade',
  service: 'service',
} as const satisfies Record<string, PageKey>;

export function isDepartmentEnabled(
  department: string | null | undefined,
  enabledPages: readonly string[] | null | undefined,
) {
  const key = DEPARTMENT_PAGE_KEYS[department as keyof typeof DEPARTMENT_PAGE_KEYS];
  return key !== undefined && isPageEnabled(key, enabledPages);
}
