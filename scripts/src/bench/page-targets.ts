/**
 * The pages the bench measures. Fixed paths where the route is fixed; a vehicle and an article are the first
 * entries of the site's own JSON sitemaps (`/api/___sitemaps___/…`), so they exist in whatever dataset is served.
 */

import { httpGet } from './http-get';

export interface PageTarget {
  /** Short name used in the report ("home", "SRP", …). */
  name: string;
  /** Which running site serves it. */
  site: 'dealership' | 'sell-car';
  path: string;
}

/**
 * A path from a JSON sitemap answer (`[{loc}]`; loc may carry the store's public origin): the first under
 * `preferredPrefix` when one is, else the first.
 */
export function sitemapPathOf(entries: unknown, preferredPrefix = '/'): string | null {
  if (!Array.isArray(entries)) return null;
  const paths = entries.flatMap((entry) => {
    const loc = (entry as { loc?: unknown } | null)?.loc;
    return typeof loc === 'string' ? [new URL(loc, 'http://placeholder.invalid').pathname] : [];
  });
  return paths.find((path) => path.startsWith(preferredPrefix)) ?? paths[0] ?? null;
}

async function sitemapPath(base: string, source: 'vehicles' | 'articles', preferredPrefix?: string): Promise<string> {
  const response = await httpGet(`${base}/api/___sitemaps___/${source}`);
  const found = response.ok ? sitemapPathOf(await response.json(), preferredPrefix) : null;
  if (!found) throw new Error(`no ${source} in ${base}/api/___sitemaps___/${source} (HTTP ${response.status})`);
  return found;
}

export async function pageTargets(dealershipBase: string): Promise<PageTarget[]> {
  const [vehicle, article] = await Promise.all([
    // A used vehicle: the route the first-load JS line measures too.
    sitemapPath(dealershipBase, 'vehicles', '/used-cars-for-sale/'),
    sitemapPath(dealershipBase, 'articles'),
  ]);
  return [
    { name: 'home', site: 'dealership', path: '/' },
    { name: 'sell-car home', site: 'sell-car', path: '/' },
    { name: 'SRP', site: 'dealership', path: '/cars-for-sale' },
    { name: 'VDP', site: 'dealership', path: vehicle },
    { name: 'article', site: 'dealership', path: article },
    { name: 'contact', site: 'dealership', path: '/contact-us' },
    { name: 'sell flow', site: 'sell-car', path: '/sell-trade-my-car/your-vehicle' },
  ];
}

/** The pages autocannon loads: the landing pages an ad campaign sends bursts of anonymous visitors to. */
export const THROUGHPUT_PAGES = ['home', 'sell-car home', 'SRP', 'VDP', 'article'];
