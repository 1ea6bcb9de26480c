import 'server-only';
import { fetchPublishedContent } from '@/content';
import {
  activeBodyStylesQuery,
  sitemapArticlesQuery,
  sitemapOffersQuery,
  sitemapTeamMembersQuery,
  sitemapVehiclesQuery,
} from '@/content/queries';
import { isoDateInZone } from '@/lib/format/date';
import { isOfferRunning } from '@/lib/offers/running-offer';
import { selectStore } from '@/lib/profile/selected-store';
import { filterPaths, sitemapOrigin, type SitemapContent, type SitemapSource } from '@/lib/seo/sitemap';
import { serverEnv } from '@/server/env';
import { publicOrigin } from '@/server/security/request-scheme';
import { getSiteShell } from '@/server/site/context';

/** The default store (not the visitor's cookie): sitemaps are the same for every visitor. */
async function defaultStore() {
  const shell = await getSiteShell();
  return { settings: shell.settings, store: selectStore(shell.stores, shell.settings?.defaultStoreId, undefined) };
}

/** The default store's `site.url` origin, else `fallbackOrigin`. */
export async function storeOrigin(fallbackOrigin: string): Promise<string> {
  const { store } = await defaultStore();
  return sitemapOrigin(store?.site?.url, fallbackOrigin);
}

/** Origin for sitemap URLs: the default store's `site.url`, else the site's public origin (security/request-scheme.ts). */
export async function sitemapRequestOrigin(headers: Headers): Promise<string> {
  return storeOrigin(publicOrigin(headers, serverEnv()));
}

/**
 * Loads what the given sources need (all of them when `sources` is omitted). Sources not asked for get empty
 * lists, so a single-source request runs one query.
 */
export async function loadSitemapContent(sources?: readonly SitemapSource[]): Promise<SitemapContent> {
  const wants = (source: SitemapSource) => !sources || sources.includes(source);
  const { settings, store } = await defaultStore();
  const today = isoDateInZone(new Date(), store?.timezone ?? undefined);
  const [bodyStyles, vehicles, offers, articles, teamMembers] = await Promise.all([
    wants('filters') ? fetchPublishedContent({ query: activeBodyStylesQuery, params: {}, tags: ['bodyStyle'] }) : [],
    wants('vehicles') ? fetchPublishedContent({ query: sitemapVehiclesQuery, params: {}, tags: ['vehicle'] }) : [],
    // Running offers only (monthly ones in this month's window): an ended offer's page answers 410.
    wants('offers')
      ? fetchPublishedContent({ query: sitemapOffersQuery, params: { today }, tags: ['offer'] }).then((rows) =>
          rows.filter((row) => isOfferRunning(row, today)),
        )
      : [],
    wants('articles') ? fetchPublishedContent({ query: sitemapArticlesQuery, params: {}, tags: ['article'] }) : [],
    wants('team-members')
      ? fetchPublishedContent({ query: sitemapTeamMembersQuery, params: {}, tags: ['teamMember'] })
      : [],
  ]);
  return { enabledPages: settings?.enabledPages ?? [], bodyStyles, vehicles, offers, articles, teamMembers };
}

/** The filters sitemap list as paths, for the robots rule on the search page. */
export async function inventoryFilterPaths(): Promise<string[]> {
  const content = await loadSitemapContent(['filters']);
  return filterPaths(content.enabledPages, content.bodyStyles);
}
