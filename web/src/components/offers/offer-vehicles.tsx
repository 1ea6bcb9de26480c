import Link from 'next/link';
import styles from '@/components/sections/sections.module.css';
import { resolveSearchStrings } from '@/lib/inventory/search-strings';
import type { OfferVehicles as OfferVehiclesData } from '@/server/inventory/offer-vehicles';
import type { SiteContext } from '@/server/site/context';
import { cardPaymentStrings } from '../inventory/vehicle-card';
import { VehicleCardGrid } from '../inventory/vehicle-card-grid';
import { resolveVehicleDialogStrings } from '../vehicle-dialogs/strings';

/** The cars an offer applies to: the first of them and a link to each search that lists them all. */
export function OfferVehicles({ vehicles, site }: { vehicles: OfferVehiclesData; site: SiteContext }) {
  const { cars, searches, payment } = vehicles;
  const [only] = searches;
  return (
    <section
      className="container"
      aria-labelledby="offer-vehicles"
      style={{ paddingBlockEnd: 'var(--chakra-spacing-10)' }}
    >
      <h2 id="offer-vehicles">{site.t('offers.vehicles.title')}</h2>
      {cars.length === 0 ? (
        <p className={styles.empty}>{site.t('offers.vehicles.none')}</p>
      ) : (
        <VehicleCardGrid
          vehicles={cars}
          payment={payment}
          paymentStrings={cardPaymentStrings(resolveVehicleDialogStrings(site.t))}
          cardStrings={resolveSearchStrings(site.t, site.lang)}
        />
      )}
      {searches.length === 1 && only ? (
        only.total > 0 ? (
          <p>
            <Link href={only.path}>{site.t('offers.vehicles.search', { count: only.total })}</Link>
          </p>
        ) : null
      ) : (
        <ul>
          {searches.map((search) => (
            <li key={search.path}>
              <Link href={search.path}>{search.heading}</Link> ({search.total})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
