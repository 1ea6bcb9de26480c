import 'server-only';
import { pathFor } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { DealShellData } from '@/lib/deal/shell';
import { resolveDealStrings } from '@/lib/deal/strings';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { contentRobots } from '@/lib/seo/robots';
import { withSiteShareDefaults } from '@/server/seo/page-seo';
import { getSiteContext } from '@/server/site/context';
import { loadCookieTier } from './lead-settings';

/**
 * /deal?vin=: the cached shell, the same for every visitor of a cache variant (the words). The browser reads the VIN
 * and the shopper's saved terms and asks `GET /api/deal` for the car (docs/deal-sheet.md#the-page). Where the variant
 * has no inventory the page is a 404, as the proxy's route gate answers first.
 */
export async function loadDealPage(): Promise<DealShellData> {
  const site = await getSiteContext();
  if (!isRouteEnabled('deal', site.enabledPages)) notFound();
  return { strings: resolveDealStrings(site.t), lang: site.lang, t: site.t, cookieTier: await loadCookieTier() };
}

/** The shopper's own page: titled in their language, never indexed. */
export async function dealMetadata(): Promise<Metadata> {
  const site = await getSiteContext();
  const title = resolveDealStrings(site.t)['deal.title'];
  return withSiteShareDefaults({
    title: { absolute: title },
    alternates: { canonical: pathFor('deal') },
    robots: contentRobots(false),
    openGraph: { title, url: pathFor('deal') },
  });
}
