import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/inventory/format';
import type { VehiclePageData } from '@/server/inventory/vehicle-page';
import { fill } from '../vehicle-dialogs/strings';
import { privatePriceStrings, type VehiclePageStrings } from './vehicle-page-strings';
import { PrivateVehiclePrice } from './vehicle-pricing';
import panel from './vehicle-panel.module.css';

interface VehiclePricePanelProps {
  vehicle: VehiclePageData['vehicle'];
  price: number | null;
  privateId: string | null;
  unlockLabel: string;
  s: VehiclePageStrings;
  /** The contact page button with a label, or null where the site has no contact page. */
  contactLink: (label: string) => ReactNode;
}

/** The price panel: price, drop and MSRP; for a private vehicle the unlock island in place of the price. */
export function VehiclePricePanel({ vehicle, price, privateId, unlockLabel, s, contactLink }: VehiclePricePanelProps) {
  const dropped = price != null && vehicle.oldPrice != null && vehicle.oldPrice > price;
  return (
    <section className={panel.panel} aria-labelledby="vdp-price-title">
      <h2 id="vdp-price-title">{s['vdp.page.price']}</h2>
      {privateId ? (
        <PrivateVehiclePrice
          id={privateId}
          unlockLabel={unlockLabel}
          lockedContact={contactLink(s['vdp.page.contact'])}
          unlockedContact={contactLink(s['vdp.page.ask'])}
          strings={privatePriceStrings(s)}
        />
      ) : (
        <>
          {price != null ? (
            <div>
              <span className={panel.price}>{formatPrice(price)}</span>
              {dropped ? (
                <p className={panel.small}>
                  <span className={panel.oldPrice}>
                    <span className="visually-hidden">{s['vdp.page.was']} </span>
                    {formatPrice(vehicle.oldPrice ?? 0)}
                  </span>{' '}
                  <span className={panel.drop}>
                    {fill(s['vdp.page.priceDrop'], { amount: formatPrice((vehicle.oldPrice ?? 0) - price) })}
                  </span>
                </p>
              ) : null}
              {vehicle.msrp && vehicle.msrp > price ? (
                <p className={panel.small}>{fill(s['vdp.page.msrp'], { price: formatPrice(vehicle.msrp) })}</p>
              ) : null}
            </div>
          ) : null}
          {contactLink(price != null ? s['vdp.page.ask'] : s['vdp.page.contact'])}
        </>
      )}
    </section>
  );
}
