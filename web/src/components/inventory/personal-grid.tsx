'use client';

/** This visitor's results (components/inventory/personal-results.tsx), in the page's card grid. */
import type { PaymentSettings } from '@/lib/inventory/card-payment';
import { formatNumber } from '@/lib/inventory/format';
import type { PersonalResults } from '@/server/inventory/personal-results';
import styles from './inventory.module.css';
import { VehicleCard, type CardPaymentStrings, type CardStrings } from './vehicle-card';

interface PersonalGridProps {
  answer: PersonalResults;
  unlocked: boolean;
  /** The payments filter matched on the visitor's saved terms. */
  savedTerms: boolean;
  payment: PaymentSettings | null;
  paymentStrings: CardPaymentStrings;
  cardStrings?: CardStrings;
}

export function PersonalGrid({
  answer,
  unlocked,
  savedTerms,
  payment,
  paymentStrings,
  cardStrings,
}: PersonalGridProps) {
  const why = [
    unlocked ? 'the private inventory included' : null,
    savedTerms ? 'payments matched on your saved terms' : null,
  ].filter(Boolean);
  return (
    <>
      <p className={styles.trim} role="status" data-testid="personal-results">
        Your results: {formatNumber(answer.total)} {answer.total === 1 ? 'vehicle' : 'vehicles'}
        {answer.pageCount > 1 ? `, page ${answer.page} of ${answer.pageCount}` : ''} ({why.join('; ')})
      </p>
      {answer.vehicles.length === 0 ? (
        <p>No vehicles match these filters.</p>
      ) : (
        <ul className={styles.grid} data-testid="inventory-results">
          {answer.vehicles.map((vehicle, index) => (
            <li key={vehicle._id}>
              <VehicleCard
                vehicle={vehicle}
                payment={payment}
                paymentStrings={paymentStrings}
                cardStrings={cardStrings}
                priority={index < 2}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
