'use client';

/**
 * The vehicle page's per-visitor parts. The cached page renders them as for an anonymous visitor (payment locked,
 * a private vehicle's price replaced by the unlock prompt); after hydration they show the visitor's own: the
 * estimate on their saved terms (or the estimate form's query), and a private vehicle's price once they unlocked
 * the private inventory (docs/caching.md).
 */
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { interpolate } from '@/lib/i18n/interpolate';
import { formatPrice } from '@/lib/inventory/format';
import { usePrivatePrice, useVisitorPricing } from '../inventory/visitor-pricing-client';
import { estimateTerms } from './estimate-terms';
import { PaymentEstimate } from './payment-estimate';
import { VehicleDialogButton } from './vehicle-dialog-button';
import type { EstimateStrings, PrivatePriceStrings } from './vehicle-page-strings';
import panel from './vehicle-panel.module.css';

const noSubscription = () => () => {};

/** The page's query after hydration ('' in the cached HTML): the estimate form's `down`, `term`, `credit`. */
function useLocationQuery(): Record<string, string> {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  );
  return useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
}

interface PrivateVehiclePriceProps {
  id: string;
  unlockLabel: string;
  /** The contact link for each state (server-rendered): "Contact us" while locked, "Ask about this vehicle" after. */
  lockedContact: ReactNode;
  unlockedContact: ReactNode;
  /** The panel's text in the page's language. */
  strings: PrivatePriceStrings;
}

/** A private vehicle's price panel content: the unlock prompt, or the price for an unlocked visitor. */
export function PrivateVehiclePrice({
  id,
  unlockLabel,
  lockedContact,
  unlockedContact,
  strings: s,
}: PrivateVehiclePriceProps) {
  const privatePrice = usePrivatePrice(id);
  if (!privatePrice) {
    return (
      <>
        <p>{s['vdp.page.private']}</p>
        <VehicleDialogButton kind="unlock" label={unlockLabel} />
        {lockedContact}
      </>
    );
  }
  const { price, oldPrice } = privatePrice;
  return (
    <>
      <div>
        <span className={panel.price}>{formatPrice(price)}</span>
        {oldPrice != null && oldPrice > price ? (
          <p className={panel.small}>
            <span className={panel.oldPrice}>
              <span className="visually-hidden">{s['vdp.page.was']} </span>
              {formatPrice(oldPrice)}
            </span>{' '}
            <span className={panel.drop}>
              {interpolate(s['vdp.page.priceDrop'], { amount: formatPrice(oldPrice - price) })}
            </span>
          </p>
        ) : null}
      </div>
      {unlockedContact}
    </>
  );
}

interface VehiclePaymentProps {
  /** A private vehicle's id: the estimate needs its price, which only an unlocked visitor gets. */
  privateId: string | null;
  /** A public vehicle's price (in the page already). */
  price: number | null;
  year: number;
  baseAprPercent: number;
  documentaryFee: number | null;
  /** CMS strings vdp.price.personalized / locked / adjust / open. */
  labels: { personalized: string; locked: string; adjust: string; open: string };
  /** The lock before the locked prompt, rendered by the page (the icon set stays out of this island's script). */
  lockIcon: ReactNode;
  /** The estimate's text in the page's language. */
  strings: EstimateStrings;
}

/** The estimated payment: locked until the visitor gives terms (saved, or the estimate form's query). */
export function VehiclePayment({
  privateId,
  price,
  year,
  baseAprPercent,
  documentaryFee,
  labels,
  lockIcon,
  strings,
}: VehiclePaymentProps) {
  const { terms: saved } = useVisitorPricing();
  const query = useLocationQuery();
  const privatePrice = usePrivatePrice(privateId);
  const shown = privateId ? (privatePrice?.price ?? null) : price;
  if (shown == null) return null;
  return (
    <PaymentEstimate
      price={shown}
      year={year}
      baseAprPercent={baseAprPercent}
      documentaryFee={documentaryFee}
      terms={estimateTerms(query, shown, saved)}
      strings={strings}
    >
      <p className={panel.locked}>
        {saved ? <span aria-hidden="true">✓</span> : lockIcon}
        {saved ? labels.personalized : labels.locked}
      </p>
      <VehicleDialogButton
        kind="price"
        label={saved ? labels.adjust : labels.open}
        variant={saved ? 'outline' : 'solid'}
      />
    </PaymentEstimate>
  );
}
