import { vehiclePath } from '@dealer/schemas/routes';
import Link from 'next/link';
import { formatMiles, formatPrice, vehicleTitle } from '@/lib/inventory/format';
import { estimatedMonthlyPayment } from '@/lib/inventory/payments';
import type { PaymentSettings, VehicleCard as VehicleCardData } from '@/server/inventory/search';
import { SanityImage } from '../ui/sanity-image';
import styles from './inventory.module.css';

interface VehicleCardProps {
  vehicle: VehicleCardData;
  payment: PaymentSettings | null;
  /** The first cards are above the fold: load their photos first. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A result card; the title link covers the whole card. */
export function VehicleCard({ vehicle, payment, priority = false, headingLevel: Heading = 'h3' }: VehicleCardProps) {
  const { vin, year, make, model, price } = vehicle;
  if (!vin || !year || !make || !model) return null;
  const href = vehiclePath({ condition: vehicle.condition ?? 'used', year, make, model, vin });
  const dropped = price != null && vehicle.oldPrice != null && vehicle.oldPrice > price;
  const monthly = price != null && payment ? estimatedMonthlyPayment({ price, year }, payment) : null;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SanityImage
          image={vehicle.image}
          alt=""
          sizes="(min-width: 80rem) 20rem, (min-width: 64rem) 30vw, (min-width: 40rem) 50vw, 100vw"
          priority={priority}
        />
      </div>
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link href={href} className={styles.cardLink} prefetch={false}>
            {vehicleTitle(vehicle)}
          </Link>
        </Heading>
        {vehicle.trim ? <p className={styles.trim}>{vehicle.trim}</p> : null}
        <div className={styles.priceRow}>
          {price != null ? (
            <span className={styles.price} data-testid="card-price">
              {formatPrice(price)}
            </span>
          ) : null}
          {dropped ? (
            <>
              <span className={styles.oldPrice}>
                <span className="visually-hidden">Was </span>
                {formatPrice(vehicle.oldPrice ?? 0)}
              </span>
              <span className={styles.badge}>Price drop</span>
            </>
          ) : null}
          {vehicle.premiumUpgrade ? <span className={styles.badge}>Premium upgrade</span> : null}
        </div>
        {monthly !== null ? <p className={styles.payment}>Est. {formatPrice(monthly)}/mo*</p> : null}
        <ul className={styles.meta}>
          {vehicle.mileage != null ? <li>{formatMiles(vehicle.mileage)}</li> : null}
          {vehicle.drivetrain ? <li>{vehicle.drivetrain}</li> : null}
          {vehicle.fuelType ? <li>{vehicle.fuelType}</li> : null}
          {vehicle.store?.city ? <li>{vehicle.store.city}</li> : null}
        </ul>
      </div>
    </article>
  );
}
