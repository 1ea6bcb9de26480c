import { offerPath, pathFor } from '@dealer/schemas/routes';
import Link from 'next/link';
import type { ActiveOffersQueryResult } from '@/content/sanity.types';
import type { SiteContext } from '@/server/site/context';
import { StatusView } from './status-view';

/** An ended offer's page (410), with links to the offers running now. */
/** An offer running today, its dates those of its current window (server/pages/current-offers.ts). */
type CurrentOffer = ActiveOffersQueryResult[number];

export function EndedOfferView({ site, offers }: { site: SiteContext; offers: readonly CurrentOffer[] }) {
  const { t } = site;
  return (
    <>
      <StatusView
        badge="410"
        title={t('offerEnded.title')}
        subtitle={t('offerEnded.subtitle')}
        buttonLabel={t('offerEnded.all')}
        buttonHref={pathFor('specialOffers')}
      />
      {offers.length > 0 ? (
        <section
          className="container"
          aria-labelledby="current-offers"
          style={{ paddingBlockEnd: 'var(--chakra-spacing-10)' }}
          data-testid="current-offers"
        >
          <h2 id="current-offers">{t('offerEnded.current')}</h2>
          <ul>
            {offers.map((offer) =>
              offer.offerId && offer.offerType ? (
                <li key={offer._id}>
                  <Link href={offerPath(offer.offerType, offer.offerId)}>{offer.name}</Link>
                  {offer.badge ? ` (${offer.badge})` : null}
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ) : null}
    </>
  );
}
