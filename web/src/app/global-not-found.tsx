import type { Metadata } from 'next';
import { DefaultShell } from '@/components/layout/shells';
import { SiteDocument } from '@/components/layout/site-document';
import { EndedOfferView } from '@/components/status/ended-offer-view';
import { FullLoadLinks } from '@/components/status/full-load-links';
import { MissingVehicleView } from '@/components/status/missing-vehicle-view';
import { NotFoundView } from '@/components/status/not-found-view';
import { missingPageStatus, type MissingPage } from '@/lib/routing/missing-page';
import { statusTitle } from '@/lib/seo/title';
import { loadMissingVehicle } from '@/server/inventory/missing-vehicle';
import { currentOffers } from '@/server/pages/current-offers';
import {
  getSiteContext,
  requestMissingPage,
  requestNotFoundKind,
  requestPathname,
  type SiteContext,
} from '@/server/site/context';
import '@/theme/chakra-theme.css';
import '@/theme/globals.css';

function missingTitle(site: SiteContext, missing: MissingPage): string {
  if (missing.kind === 'offer') return site.t('offerEnded.title');
  return site.t(missing.sold ? 'vehicleGone.title' : 'vehicleMissing.title');
}

export async function generateMetadata(): Promise<Metadata> {
  const [site, missing] = await Promise.all([getSiteContext(), requestMissingPage()]);
  const title = missing
    ? statusTitle(missingPageStatus(missing), missingTitle(site, missing))
    : statusTitle(404, site.t('notFound.title'));
  // No robots here: Next writes `noindex` itself on every answer of this page (410s included, which it renders as
  // 404s), and a second tag would contradict or repeat it.
  return { title: { absolute: title } };
}

/** What the page says: a car not in stock or an ended offer explained (lib/routing/missing-page.ts), else the 404. */
async function Body({ site, path, missing }: { site: SiteContext; path: string; missing: MissingPage | null }) {
  if (missing?.kind === 'vehicle')
    return (
      <MissingVehicleView
        site={site}
        vin={missing.vin}
        data={await loadMissingVehicle(missing.vin, missing.sold, path.split('?')[0] ?? path, site)}
      />
    );
  if (missing?.kind === 'offer') return <EndedOfferView site={site} offers={await currentOffers(site)} />;
  return <NotFoundView site={site} request={{ path, kind: await requestNotFoundKind() }} />;
}

/**
 * 404 for URLs no page serves, including those proxy.ts rewrites here (disabled pages, slugs naming nothing, a car
 * not in stock, an ended offer: the last two answer 410 when gone, see lib/http/gone-status.ts): a whole document
 * with the default layout and the islands of every page (consent dialog, language switch). Rendered only for those
 * requests, so pages do not carry a copy of the shell in their payload (as they do for app/[variant]/not-found.tsx).
 * Its links are full document loads (see FullLoadLinks).
 */
export default async function GlobalNotFound() {
  const [site, path, missing] = await Promise.all([getSiteContext(), requestPathname(), requestMissingPage()]);
  return (
    <SiteDocument site={site}>
      <FullLoadLinks />
      <DefaultShell site={site}>
        <Body site={site} path={path} missing={missing} />
      </DefaultShell>
    </SiteDocument>
  );
}
