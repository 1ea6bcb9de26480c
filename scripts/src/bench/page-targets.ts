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

/** The VINs of the first `count` vehicle pages of a sitemap answer (a vehicle path ends in its 17-character VIN). */
export function sitemapVinsOf(entries: unknown, count: number): string[] {
  if (!Array.isArray(entries)) return [];
  return entries
    .flatMap((entry) => {
      const loc = (entry as { loc?: unknown } | null)?.loc;
      const vin =
        typeof loc === 'string' ? /-([A-HJ-NPR-Z0-9]{17})$/.exec(new URL(loc, 'http://x.invalid').pathname) : null;
      return vin?.[1] ? [vin[1]] : [];
    })
    .slice(0, count);
}

async function sitemapEntries(base: string, source: 'vehicles' | 'articles'): Promise<unknown> {
  const response = await httpGet(`${base}/api/___sitemaps___/${source}`);
  if (!response.ok) throw new Error(`${base}/api/___sitemaps___/${source} answered HTTP ${response.status}`);
  return response.json();
}

async function sitemapPath(base: string, source: 'vehicles' | 'articles', preferredPrefix?: string): Promise<string> {
  const found = sitemapPathOf(await sitemapEntries(base, source), preferredPrefix);
  if (!found) throw new Error(`no ${source} in ${base}/api/___sitemaps___/${source}`);
  return found;
}

export async function pageTargets(dealershipBase: string): Promise<PageTarget[]> {
  const [vehicle, article, compared] = await Promise.all([
    // A used vehicle: the route the first-load JS line measures too.
    sitemapPath(dealershipBase, 'vehicles', '/used-cars-for-sale/'),
    sitemapPath(dealershipBase, 'articles'),
    sitemapEntries(dealershipBase, 'vehicles').then((entries) => sitemapVinsOf(entries, 3)),
  ]);
  if (compared.length < 2) throw new Error(`fewer than two vehicles in ${dealershipBase}/api/___sitemaps___/vehicles`);
  return [
    { name: 'home', site: 'dealership', path: '/' },
    { name: 'sell-car home', site: 'sell-car', path: '/' },
    { name: 'SRP', site: 'dealership', path: '/cars-for-sale' },
    { name: 'VDP', site: 'dealership', path: vehicle },
    { name: 'article', site: 'dealership', path: article },
    { name: 'contact', site: 'dealership', path: '/contact-us' },
    { name: 'sell flow', site: 'sell-car', path: '/sell-trade-my-car/your-vehicle' },
    // A first visit: an empty garage, and a comparison opened from a shared link.
    { name: 'garage', site: 'dealership', path: '/my-garage' },
    { name: 'compare', site: 'dealership', path: `/compare?vins=${compared.join(',')}` },
  ];
}

/** The pages autocannon loads: the landing pages an ad campaign sends bursts of anonymous visitors to. */
export const THROUGHPUT_PAGES = ['home', 'sell-car home', 'SRP', 'VDP', 'article'];

/** The targets named in `--pages` (all when none are named); an unknown name is an error, not a silent skip. */
export function selectTargets(targets: readonly PageTarget[], names: readonly string[] | null): PageTarget[] {
  if (!names) return [...targets];
  const unknown = names.filter((name) => !targets.some((target) => target.name === name));
  if (unknown.length > 0)
    throw new Error(`--pages: no page named ${unknown.join(', ')} (pages: ${targets.map((t) => t.name).join(', ')})`);
  return targets.filter((target) => names.includes(target.name));
}
