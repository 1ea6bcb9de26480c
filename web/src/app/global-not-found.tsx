import { DefaultShell } from '@/components/layout/shells';
import { SiteDocument } from '@/components/layout/site-document';
import { EndedOfferView } from '@/components/status/ended-offer-view';
import { FullLoadLinks } from '@/components/status/full-load-links';
import { MissingVehicleView } from '@/components/status/missing-vehicle-view';
import { NotFoundView } from '@/components/status/not-found-view';
import { loadGlobalNotFound } from '@/server/pages/not-found';
import '@/theme/chakra-theme.css';
import '@/theme/globals.css';

export { globalNotFoundMetadata as generateMetadata } from '@/server/pages/not-found';

/**
 * 404 for URLs no page serves, including those proxy.ts rewrites here (disabled pages, slugs naming nothing, a car
 * not in stock, an ended offer: the last two answer 410 when gone, see lib/http/gone-status.ts): a whole document
 * with the default layout and the islands of every page (consent dialog, language switch). Rendered only for those
 * requests, so pages do not carry a copy of the shell in their payload (as they do for app/[variant]/not-found.tsx).
 * Its links are full document loads (see FullLoadLinks).
 */
export default async function GlobalNotFound() {
  const { site, body } = await loadGlobalNotFound();
  return (
    <SiteDocument site={site}>
      <FullLoadLinks />
      <DefaultShell site={site}>
        {body.kind === 'vehicle' ? (
          <MissingVehicleView site={site} vin={body.vin} data={body.data} />
        ) : body.kind === 'offer' ? (
          <EndedOfferView site={site} offers={body.offers} />
        ) : (
          <NotFoundView site={site} request={body.request} />
        )}
      </DefaultShell>
    </SiteDocument>
  );
}
