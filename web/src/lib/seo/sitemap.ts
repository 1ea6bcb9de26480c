/**
 * Sitemap sources and their XML (docs/routes-and-seo.md#sitemaps). Pure: callers pass the variant's
 * `siteSettings.enabledPages`, the content rows and the origin; nothing here reads content or the request.
 *
 * Sources (`GET /api/___sitemaps___/{source}`), each a JSON array of `{loc, lastmod?}`:
 * - pages: every enabled static route (a pattern without `:` placeholders);
 * - filters: the inventory search page and its filter paths, when the inventory page is enabled;
 * - vehicles: vehicle detail pages, when the inventory page is enabled;
 * - offers: active offers; articles: canonical article paths; team-members: team member pages.
 *
 * `/sitemap.xml` is one `urlset` of every source (the sitemaps.org limit of 50,000 URLs is far above what a
 * dealer group lists); `renderSitemapIndex` is there for a split should that change.
 */
import {
  articlePath,
  isPageEnabled,
  offerPath,
  routes,
  teamMemberPath,
  vehiclePath,
  type PageKey,
  type RouteDefinition,
  type RouteName,
  type VehiclePathFields,
} from '@dealer/schemas/routes';

export interface SitemapEntry {
  /** Absolute URL, or a path for `filters?without=1`. */
  loc: string;
  /** W3C datetime (YYYY-MM-DD or a full date-time with zone). */
  lastmod?: string;
}

export const SITEMAP_SOURCES = ['pages', 'filters', 'vehicles', 'offers', 'articles', 'team-members'] as const;
export type SitemapSource = (typeof SITEMAP_SOURCES)[number];

export const isSitemapSource = (value: string): value is SitemapSource =>
  (SITEMAP_SOURCES as readonly string[]).includes(value);

/** The maximum number of URLs in one `urlset` (sitemaps.org protocol 0.9). */
export const MAX_URLS_PER_SITEMAP = 50_000;

type EnabledPages = readonly string[] | null | undefined;

/**
 * The origin sitemap URLs start with: the default store's `site.url` when it is an http(s) URL, else the
 * request's origin. No trailing slash.
 */
export function sitemapOrigin(siteUrl: string | null | undefined, requestOrigin: string): string {
  if (siteUrl) {
    try {
      const url = new URL(siteUrl);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // Not a URL: fall back to the request.
    }
  }
  return new URL(requestOrigin).origin;
}

/** `origin` + `path`; `origin` null keeps the path (the `without=1` form of the filters source). */
export function toLoc(origin: string | null, path: string): string {
  return origin === null ? path : `${origin}${path}`;
}

const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** A lastmod the schema accepts, or undefined (dropped rather than making the sitemap invalid). */
export function normalizeLastmod(value: string | null | undefined): string | undefined {
  return value && W3C_DATE.test(value) ? value : undefined;
}

function entry(origin: string | null, path: string, lastmod?: string | null): SitemapEntry {
  const normalized = normalizeLastmod(lastmod);
  return normalized ? { loc: toLoc(origin, path), lastmod: normalized } : { loc: toLoc(origin, path) };
}

/** Every enabled route without placeholders, in route-map order; the shopper's own pages (`personal`) are left out. */
export function staticPagePaths(enabledPages: EnabledPages): string[] {
  return (Object.keys(routes) as RouteName[])
    .filter((name) => !routes[name].pattern.includes(':'))
    .filter((name) => !(routes[name] as RouteDefinition).personal)
    .filter((name) => isPageEnabled(routes[name].pageKey, enabledPages))
    .map((name) => routes[name].pattern);
}

/** Fixed inventory filter paths (dealership variant); one path per active body style is added. */
export const INVENTORY_FILTER_PATHS = [
  '/cars-for-sale',
  '/used-cars-for-sale',
  '/new-cars-for-sale',
  '/cars-for-sale/price-under-20000',
  '/cars-for-sale/great_deals/price_drop',
  '/cars-for-sale/great_deals/premium_upgrades',
] as const;

const INVENTORY: PageKey = 'inventory';

/** The filters sitemap list as paths; empty when the variant has no inventory. */
export function filterPaths(enabledPages: EnabledPages, bodyStyles: readonly { value?: string | null }[]): string[] {
  if (!isPageEnabled(INVENTORY, enabledPages)) return [];
  const paths: string[] = [...INVENTORY_FILTER_PATHS];
  for (const style of bodyStyles) {
    const value = style.value?.trim();
    if (!value || value.includes('/')) continue;
    const path = `/cars-for-sale/${encodeURIComponent(value)}`;
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

export interface SitemapContent {
  enabledPages: EnabledPages;
  bodyStyles: readonly { value?: string | null }[];
  vehicles: readonly (Partial<Record<keyof VehiclePathFields, string | number | null>> & {
    lastmod?: string | null;
  })[];
  offers: readonly { offerType?: string | null; offerId?: string | null; lastmod?: string | null }[];
  articles: readonly { slug?: string | null; lastmod?: string | null }[];
  teamMembers: readonly { slug?: string | null; lastmod?: string | null }[];
}

/**
 * The entries of one source. `origin` null gives paths instead of URLs (used by `filters?without=1`). The
 * `articles` source needs the article pages on, `team-members` the team pages, `offers` the special offers.
 */
export function sitemapEntries(source: SitemapSource, content: SitemapContent, origin: string | null): SitemapEntry[] {
  const on = (key: PageKey) => isPageEnabled(key, content.enabledPages);
  switch (source) {
    case 'pages':
      return staticPagePaths(content.enabledPages).map((path) => entry(origin, path));
    case 'filters':
      return filterPaths(content.enabledPages, content.bodyStyles).map((path) => entry(origin, path));
    case 'vehicles':
      if (!on('inventory')) return [];
      return content.vehicles.flatMap((vehicle) => {
        const { condition, year, make, model, vin } = vehicle;
        if (!vin || !make || !model || typeof year !== 'number') return [];
        const path = vehiclePath({
          condition: String(condition ?? 'used'),
          year,
          make: String(make),
          model: String(model),
          vin: String(vin),
        });
        return [entry(origin, path, vehicle.lastmod)];
      });
    case 'offers':
      if (!on('specialOffers')) return [];
      return content.offers.flatMap((offer) =>
        offer.offerId ? [entry(origin, offerPath(offer.offerType ?? 'dealer', offer.offerId), offer.lastmod)] : [],
      );
    case 'articles':
      if (!on('articles')) return [];
      return content.articles.flatMap((article) =>
        article.slug ? [entry(origin, articlePath(article.slug), article.lastmod)] : [],
      );
    case 'team-members':
      if (!on('team')) return [];
      return content.teamMembers.flatMap((member) =>
        member.slug ? [entry(origin, teamMemberPath(member.slug), member.lastmod)] : [],
      );
  }
}

/** Every source in order, without repeated locations. */
export function allSitemapEntries(content: SitemapContent, origin: string): SitemapEntry[] {
  const seen = new Set<string>();
  const all: SitemapEntry[] = [];
  for (const source of SITEMAP_SOURCES) {
    for (const item of sitemapEntries(source, content, origin)) {
      if (seen.has(item.loc)) continue;
      seen.add(item.loc);
      all.push(item);
    }
  }
  return all;
}

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entryXml(tag: 'url' | 'sitemap', item: SitemapEntry): string {
  const lastmod = item.lastmod ? `<lastmod>${escapeXml(item.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(item.loc)}</loc>${lastmod}</${tag}>`;
}

/** A sitemaps.org 0.9 `urlset`. */
export function renderUrlset(entries: readonly SitemapEntry[]): string {
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NS}">`,
    ...entries.map((item) => entryXml('url', item)),
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemaps.org 0.9 `sitemapindex` whose entries point at other sitemaps. */
export function renderSitemapIndex(entries: readonly SitemapEntry[]): string {
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...entries.map((item) => entryXml('sitemap', item)),
    '</sitemapindex>',
    '',
  ].join('\n');
}
