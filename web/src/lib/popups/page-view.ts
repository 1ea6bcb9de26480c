import { matchPath } from '@dealer/schemas/routes';
import type { PageView } from './types';

/** The page view of a URL path with its query string ('/used-cars-for-sale/…-VIN?utm_source=x'). */
export function pageViewFromUrl(pathname: string, search = ''): PageView {
  const path = pathname.split(/[?#]/)[0] || '/';
  const match = matchPath(path);
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) params[name] ??= value;
  Object.assign(params, match?.params ?? {});
  return { routeName: match?.name ?? null, path, params };
}

/** '/auto-financing' covers '/auto-financing' and '/auto-financing/apply-for-financing'; '/' only the home page. */
export function pathHasPrefix(path: string, prefix: string): boolean {
  const base = prefix.replace(/\/+$/, '');
  if (base === '') return path === '/' || path === '';
  const lowerPath = path.toLowerCase();
  const lowerBase = base.toLowerCase();
  return lowerPath === lowerBase || lowerPath.startsWith(`${lowerBase}/`);
}

/** A pages entry: a path prefix when it starts with "/", else a route name. */
export function pageMatches(page: PageView, entry: string): boolean {
  const target = entry.trim();
  if (target === '') return false;
  return target.startsWith('/') ? pathHasPrefix(page.path, target) : page.routeName === target;
}
