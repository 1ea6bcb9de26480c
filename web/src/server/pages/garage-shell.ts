import 'server-only';
import { pathFor, type RouteName } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { GarageShellData } from '@/lib/garage/shell';
import { resolveGarageStrings, type GarageStrings } from '@/lib/garage/strings';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { contentRobots } from '@/lib/seo/robots';
import { inventoryVocabulary, paymentSettingsFor } from '@/server/inventory/search';
import { withSiteShareDefaults } from '@/server/seo/page-seo';
import { getSiteContext } from '@/server/site/context';

/**
 * What /my-garage and /compare render on the server, the same for every visitor of a cache variant: the words, the
 * store's finance settings (the browser prices the shopper's payment with their saved terms) and the visitor's store
 * (the distance line). The cars themselves are the browser's: it asks the garage API (docs/garage.md). Where the
 * variant has no inventory the page is a 404, as the proxy's route gate answers first.
 */
export async function loadGarageShell(route: Extract<RouteName, 'myGarage' | 'compare'>): Promise<GarageShellData> {
  const site = await getSiteContext();
  if (!isRouteEnabled(route, site.enabledPages)) notFound();
  const vocabulary = await inventoryVocabulary();
  const store = site.store;
  return {
    strings: resolveGarageStrings(site.t),
    lang: site.lang,
    t: site.t,
    payment: paymentSettingsFor(vocabulary, store?.storeId),
    visitorStore: store?.storeId
      ? {
          storeId: store.storeId,
          name: store.name ?? store.storeId,
          latitude: store.map?.latitude ?? null,
          longitude: store.map?.longitude ?? null,
        }
      : null,
  };
}

/** The shopper's own pages: titled in their language, never indexed (nothing on them is the site's content). */
export async function garageShellMetadata(
  route: Extract<RouteName, 'myGarage' | 'compare'>,
  titleKey: keyof GarageStrings,
): Promise<Metadata> {
  const site = await getSiteContext();
  const title = resolveGarageStrings(site.t)[titleKey];
  // Share images fall back to the store's `site` images, as on every page.
  return withSiteShareDefaults({
    title: { absolute: title },
    alternates: { canonical: pathFor(route) },
    robots: contentRobots(false),
    openGraph: { title, url: pathFor(route) },
  });
}
