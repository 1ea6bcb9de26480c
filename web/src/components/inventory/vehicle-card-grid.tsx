import type { SaveVehicleWords } from '@/lib/garage/strings';
import type { PaymentSettings } from '@/lib/inventory/card-payment';
import { Icon } from '../ui/icon';
import { CardPricingProvider } from './card-pricing-context';
import styles from './inventory.module.css';
import { VehicleCard, type CardPaymentStrings, type CardStrings } from './vehicle-card';

interface VehicleCardGridProps {
  vehicles: readonly Parameters<typeof VehicleCard>[0]['vehicle'][];
  payment: PaymentSettings | null;
  paymentStrings: CardPaymentStrings;
  cardStrings?: CardStrings;
  /** The cards' Save control words, where the page has the Save controls' island. */
  saveWords?: SaveVehicleWords | null;
}

/** The results grid of a search page: the cached page's cards and a visitor's own results draw the same one. */
export function VehicleCardGrid({ vehicles, payment, paymentStrings, cardStrings, saveWords }: VehicleCardGridProps) {
  return (
    <CardPricingProvider
      payment={payment}
      strings={paymentStrings}
      lockIcon={<Icon name="lock" className={styles.lockIcon} />}
    >
      <ul className={styles.grid} data-testid="inventory-results">
        {vehicles.map((vehicle, index) => (
          <li key={vehicle._id}>
            <VehicleCard
              vehicle={vehicle}
              paymentStrings={paymentStrings}
              cardStrings={cardStrings}
              saveWords={saveWords}
              // The first two cards are above the fold: their photos load first.
              priority={index < 2}
            />
          </li>
        ))}
      </ul>
    </CardPricingProvider>
  );
}
