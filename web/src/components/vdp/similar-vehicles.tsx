import { pathFor } from '@dealer/schemas/routes';
import { filterPath, EMPTY_FILTERS } from '@/lib/inventory/filters';
import type { SaveVehicleWords } from '@/lib/garage/strings';
import type { SearchStrings } from '@/lib/inventory/search-strings';
import type { VehiclePageData } from '@/server/inventory/vehicle-page';
import { CardPricingProvider } from '../inventory/card-pricing-context';
import cardStyles from '../inventory/inventory.module.css';
import { Icon } from '../ui/icon';
import { cardPaymentStrings, VehicleCard } from '../inventory/vehicle-card';
import type { VehicleDialogContext } from '../vehicle-dialogs/types';
import styles from './vdp.module.css';

interface SimilarVehiclesProps {
  vehicle: VehiclePageData['vehicle'];
  strings: VehicleDialogContext['strings'];
  searchStrings: SearchStrings;
  bodyStyleName: string | null | undefined;
  /** The cards' Save control words (the page's Save controls' island drives them). */
  saveWords?: SaveVehicleWords | null;
}

/** Vehicles like this one (same body style), with a link to all of them. */
export function SimilarVehicles({ vehicle, strings, searchStrings, bodyStyleName, saveWords }: SimilarVehiclesProps) {
  if (!vehicle.similar || vehicle.similar.length === 0) return null;
  const store = vehicle.store;
  const baseApr = store?.baseApr;
  const payment =
    baseApr != null ? { baseAprPercent: baseApr, documentaryFee: store?.fees?.documentary ?? null } : null;
  const paymentStrings = cardPaymentStrings(strings);
  const similarLink = vehicle.bodyStyle?.value
    ? filterPath({ ...EMPTY_FILTERS, bodyStyle: vehicle.bodyStyle.value })
    : pathFor('carsForSale');
  return (
    <section
      className={styles.section}
      aria-labelledby="vdp-similar"
      style={{ marginBottom: 'var(--chakra-spacing-10)' }}
    >
      <h2 id="vdp-similar">{strings['vdp.similar.title']}</h2>
      <CardPricingProvider
        payment={payment}
        strings={paymentStrings}
        lockIcon={<Icon name="lock" className={cardStyles.lockIcon} />}
      >
        <ul className={styles.similar}>
          {vehicle.similar.map((card) => (
            <li key={card._id}>
              <VehicleCard
                vehicle={card}
                paymentStrings={paymentStrings}
                cardStrings={searchStrings}
                saveWords={saveWords}
              />
            </li>
          ))}
        </ul>
      </CardPricingProvider>
      <p>
        <a href={similarLink}>{strings['vdp.similar.more'].replace('{bodyStyle}', bodyStyleName ?? 'vehicles')}</a>
      </p>
    </section>
  );
}
