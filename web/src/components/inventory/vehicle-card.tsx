import { slugify, vehiclePath } from '@dealer/schemas/routes';
import Link from 'next/link';
import { formatMiles, formatPrice, vehicleTitle } from '@/lib/inventory/format';
import type { VehicleCard as VehicleCardData } from '@/server/inventory/search';
import { SaveVehicleControl } from '../garage/save-vehicle-control';
import { PopupTriggerButton } from '../popups/popup-trigger-button';
import { SanityImage } from '../ui/sanity-image';
import { VEHICLE_DIALOG_STRINGS } from '../vehicle-dialogs/strings';
import { CardPaymentLine, PrivateCardPrice } from './card-pricing';
import styles from './inventory.module.css';
import cardText from './card-text.module.css';
import { SEARCH_STRINGS, valueName } from '@/lib/inventory/search-strings';
import type { SaveVehicleWords } from '@/lib/garage/strings';

/** The card's own words (search strings): the old price, the deal badges, fuel names. */
export type CardStrings = Readonly<
  Record<'search.card.was' | 'search.card.priceDrop' | 'search.card.premiumUpgrade', string> & Record<string, string>
>;

/** The card's price and payment texts (CMS uiStrings vdp.price.cardLocked / cardPayment / cardPrivate). */
export interface CardPaymentStrings {
  locked: string;
  /** `{payment}` is filled with the monthly figure. */
  payment: string;
  /** In place of a private vehicle's price until the visitor unlocks the private inventory. */
  privateLocked: string;
}

type CardPaymentStringKeys = 'vdp.price.cardLocked' | 'vdp.price.cardPayment' | 'vdp.price.cardPrivate';

/** The card texts out of the resolved vehicle-dialog strings (search results and similar vehicles alike). */
export const cardPaymentStrings = (strings: Readonly<Record<CardPaymentStringKeys, string>>): CardPaymentStrings => ({
  locked: strings['vdp.price.cardLocked'],
  payment: strings['vdp.price.cardPayment'],
  privateLocked: strings['vdp.price.cardPrivate'],
});

const DEFAULT_PAYMENT_STRINGS: CardPaymentStrings = cardPaymentStrings(VEHICLE_DIALOG_STRINGS);

interface VehicleCardProps {
  vehicle: VehicleCardData;
  paymentStrings?: CardPaymentStrings;
  cardStrings?: CardStrings;
  /** The first cards are above the fold: load their photos first. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The Save control's words, on pages that have the Save controls' island (search results, a vehicle page). */
  saveWords?: SaveVehicleWords | null;
}

/**
 * A result card; the title link covers the whole card. Rendered for every visitor alike (the pages are cached): a
 * private vehicle's price never leaves the server here, and the payment line is the visitor's island (its list
 * gives it the finance settings: CardPricingProvider).
 */
export function VehicleCard({
  vehicle,
  paymentStrings = DEFAULT_PAYMENT_STRINGS,
  cardStrings = SEARCH_STRINGS,
  priority = false,
  headingLevel: Heading = 'h3',
  saveWords = null,
}: VehicleCardProps) {
  const { vin, year, make, model } = vehicle;
  if (!vin || !year || !make || !model) return null;
  const href = vehiclePath({ condition: vehicle.condition ?? 'used', year, make, model, vin });
  const privateId = vehicle.isPrivate === true ? vehicle._id : null;
  const price = privateId ? null : vehicle.price;
  const dropped = price != null && vehicle.oldPrice != null && vehicle.oldPrice > price;
  return (
    // data-vehicle-card: what a popup's tag-query rule looks for on a results page (docs/popups.md#trigger-buttons).
    <article className={styles.card} data-vehicle-card>
      <PopupTriggerButton
        id="price-alert"
        label={cardStrings['search.card.priceAlert'] ?? SEARCH_STRINGS['search.card.priceAlert']}
        placement="overlay"
        vehicle={{ vin, year, make, model, trim: vehicle.trim ?? undefined, price: price ?? undefined, url: href }}
      />
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
        {vehicle.trim ? <p className={cardText.trim}>{vehicle.trim}</p> : null}
        {/* The Save control sits on the price's line: a row of its own pushed the first card off a phone's first
            screen. It appears where the page gives its words and drives it (the Save controls' island). */}
        <div className={styles.priceLine}>
          <div className={styles.priceRow}>
            {price != null ? (
              <span className={cardText.price} data-testid="card-price">
                {formatPrice(price)}
              </span>
            ) : null}
            {privateId ? <PrivateCardPrice id={privateId} lockedLabel={paymentStrings.privateLocked} /> : null}
            {dropped ? (
              <>
                <span className={cardText.oldPrice}>
                  <span className="visually-hidden">{cardStrings['search.card.was']} </span>
                  {formatPrice(vehicle.oldPrice ?? 0)}
                </span>
                <span className={cardText.badge}>{cardStrings['search.card.priceDrop']}</span>
              </>
            ) : null}
            {vehicle.premiumUpgrade ? (
              <span className={cardText.badge}>{cardStrings['search.card.premiumUpgrade']}</span>
            ) : null}
          </div>
          {saveWords ? (
            <SaveVehicleControl vin={vin} price={price ?? null} title={vehicleTitle(vehicle)} words={saveWords} />
          ) : null}
        </div>
        <CardPaymentLine privateId={privateId} price={price ?? null} year={year} />
        <ul className={styles.meta}>
          {vehicle.mileage != null ? <li>{formatMiles(vehicle.mileage)}</li> : null}
          {vehicle.drivetrain ? <li>{vehicle.drivetrain}</li> : null}
          {vehicle.fuelType ? (
            <li>{valueName(cardStrings, 'fuel', slugify(vehicle.fuelType), vehicle.fuelType)}</li>
          ) : null}
          {vehicle.store?.city ? <li>{vehicle.store.city}</li> : null}
        </ul>
      </div>
    </article>
  );
}
