import 'server-only';
import type { Metadata } from 'next';
import { missingPageStatus, type MissingPage } from '@/lib/routing/missing-page';
import { statusTitle } from '@/lib/seo/title';
import { loadMissingVehicle } from '@/server/inventory/missing-vehicle';
import {
  getSiteContext,
  requestMissingPage,
  requestNotFoundKind,
  requestPathname,
  type SiteContext,
} from '@/server/site/context';
import { currentOffers } from './current-offers';

/** The metadata of a 404 rendered inside a layout (notFound() from a page): its title, never indexed. */
export async function notFoundMetadata(): Promise<Metadata> {
  const { t } = await getSiteContext();
  return { title: { absolute: statusTitle(404, t('notFound.title')) }, robots: { index: false, follow: true } };
}

/** What a 404 inside a layout shows: the site's words and links. */
export async function loadNotFound() {
  return { site: await getSiteContext() };
}

function missingTitle(site: SiteContext, missing: MissingPage): string {
  if (missing.kind === 'offer') return site.t('offerEnded.title');
  return site.t(missing.sold ? 'vehicleGone.title' : 'vehicleMissing.title');
}

/**
 * The title of the whole-document 404 (app/global-not-found.tsx): a car not in stock or an ended offer is named
 * (410 when gone), anything else is the plain 404. No robots: Next writes `noindex` itself on every answer of that
 * page, and a second tag would contradict or repeat it.
 */
export async function globalNotFoundMetadata(): Promise<Metadata> {
  const [site, missing] = await Promise.all([getSiteContext(), requestMissingPage()]);
  const title = missing
    ? statusTitle(missingPageStatus(missing), missingTitle(site, missing))
    : statusTitle(404, site.t('notFound.title'));
  return { title: { absolute: title } };
}

/**
 * What the whole-document 404 shows (lib/routing/missing-page.ts): a car not in stock with similar cars, an ended
 * offer with the offers that run, or the plain 404 with what the request looked like.
 */
export async function loadGlobalNotFound() {
  const [site, path, missing] = await Promise.all([getSiteContext(), requestPathname(), requestMissingPage()]);
  if (missing?.kind === 'vehicle') {
    const data = await loadMissingVehicle(missing.vin, missing.sold, path.split('?')[0] ?? path, site);
    return { site, body: { kind: 'vehicle', vin: missing.vin, data } as const };
  }
  if (missing?.kind === 'offer') return { site, body: { kind: 'offer', offers: await currentOffers(site) } as const };
  return { site, body: { kind: 'not-found', request: { path, kind: await requestNotFoundKind() } } as const };
}
