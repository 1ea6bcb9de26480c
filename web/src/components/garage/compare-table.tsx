'use client';

import { dealPath } from '@/lib/deal/deal-path';
import { listsDiffer, rowDiffers, uniqueItems } from '@/lib/garage/compare';
import type { GarageVehicle } from '@/lib/garage/facts';
import type { VisitorStore } from '@/lib/garage/shell';
import type { GarageStrings } from '@/lib/garage/strings';
import { distanceMiles, formatMiles as formatDistance, toLatLng } from '@/lib/geo/distance';
import { interpolate } from '@/lib/i18n/interpolate';
import { formatMiles, formatPrice } from '@/lib/inventory/format';
import { CardPaymentLine, PrivateCardPrice } from '../inventory/card-pricing';
import styles from './garage.module.css';
import { GarageCarImage } from './garage-car-image';

type Strings = GarageStrings;

/** The store line: the car's store, and how far it is from the visitor's store (or that it is theirs). */
function storeLine(vehicle: GarageVehicle, visitorStore: VisitorStore | null, s: Strings): string | null {
  const store = vehicle.store;
  if (!store) return null;
  const place = [store.name, [store.city, store.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
  if (!visitorStore) return place;
  if (visitorStore.storeId === store.storeId) return `${place} (${s['compare.store.yours']})`;
  const from = toLatLng(visitorStore);
  const to = toLatLng(store);
  if (!from || !to) return place;
  const distance = interpolate(s['compare.store.distance'], {
    distance: formatDistance(distanceMiles(from, to)),
    store: visitorStore.name,
  });
  return `${place} (${distance})`;
}

interface Row {
  key: keyof Strings;
  values: (string | null)[];
}

/** The rows compared as words, one value per car (the price and payment rows are drawn apart). */
function textRows(vehicles: GarageVehicle[], visitorStore: VisitorStore | null, s: Strings): Row[] {
  const row = (key: keyof Strings, value: (vehicle: GarageVehicle) => string | null): Row => ({
    key,
    values: vehicles.map(value),
  });
  return [
    row('compare.row.mileage', (v) => (v.mileage !== null ? formatMiles(v.mileage) : null)),
    row('compare.row.year', (v) => String(v.year)),
    row('compare.row.body', (v) => v.bodyStyle),
    row('compare.row.drivetrain', (v) => v.drivetrain),
    row('compare.row.fuel', (v) => v.fuelType),
    row('compare.row.transmission', (v) => v.transmission),
    row('compare.row.exterior', (v) => v.exteriorColor),
    row('compare.row.interior', (v) => v.interiorColor),
    row('compare.row.store', (v) => storeLine(v, visitorStore, s)),
  ].filter((entry) => entry.values.some((value) => value !== null));
}

function RowHead({ label, differs, s }: { label: string; differs: boolean; s: Strings }) {
  return (
    <th scope="row" className={styles.rowHead}>
      {label}
      {differs ? <span className={styles.differsMark}>{s['compare.differs']}</span> : null}
    </th>
  );
}

export interface CompareTableProps {
  vehicles: GarageVehicle[];
  visitorStore: VisitorStore | null;
  s: Strings;
  privateLockedLabel: string;
}

/**
 * The cars side by side, the rows that differ marked in words (docs/garage.md#compare). Fetched by /compare's island
 * while it asks for the cars (use-lazy-component.ts), so the page's first-load JavaScript carries none of it.
 */
export function CompareTable({ vehicles, visitorStore, s, privateLockedLabel }: CompareTableProps) {
  const prices = vehicles.map((vehicle) => (vehicle.price !== null ? formatPrice(vehicle.price) : null));
  const priceDiffers = vehicles.every((vehicle) => vehicle.privateId === null) && rowDiffers(prices);
  const features = uniqueItems(vehicles.map((vehicle) => vehicle.keyFeatures));
  const featuresDiffer = listsDiffer(vehicles.map((vehicle) => vehicle.keyFeatures));
  return (
    <>
      {vehicles.length > 1 ? <p className={styles.muted}>{s['compare.legend']}</p> : null}
      <div
        className={styles.compareScroll}
        role="region"
        aria-labelledby="compare-caption"
        // The columns may scroll sideways (a phone): the region takes the keyboard's arrows.
        tabIndex={0}
        style={{ ['--compare-cars' as string]: vehicles.length }}
      >
        <table className={styles.compareTable} data-testid="compare-table">
          <caption id="compare-caption" className="visually-hidden">
            {s['compare.title']}
          </caption>
          <thead>
            <tr>
              <td className={styles.rowHead} />
              {vehicles.map((vehicle) => (
                <th scope="col" key={vehicle.vin}>
                  <GarageCarImage image={vehicle.image} sizes="(min-width: 64rem) 25vw, 75vw" aboveTheFold />
                  <a href={vehicle.href} aria-label={interpolate(s['compare.view'], { vehicle: vehicle.title })}>
                    {vehicle.title}
                  </a>
                  {vehicle.trim ? (
                    <span className={`${styles.muted} ${styles.differsMark}`}>{vehicle.trim}</span>
                  ) : null}
                  <a
                    href={dealPath(vehicle.vin)}
                    className={`${styles.actionButton} ${styles.compareDeal}`}
                    aria-label={interpolate(s['garage.deal.name'], { vehicle: vehicle.title })}
                  >
                    {s['garage.deal']}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className={priceDiffers ? styles.differs : undefined} data-row="price" data-differs={priceDiffers}>
              <RowHead label={s['compare.row.price']} differs={priceDiffers} s={s} />
              {vehicles.map((vehicle) => (
                <td key={vehicle.vin} className={styles.price}>
                  {vehicle.privateId ? (
                    <PrivateCardPrice id={vehicle.privateId} lockedLabel={privateLockedLabel} />
                  ) : vehicle.price !== null ? (
                    formatPrice(vehicle.price)
                  ) : null}
                </td>
              ))}
            </tr>
            <tr data-row="payment">
              <RowHead label={s['compare.row.payment']} differs={false} s={s} />
              {vehicles.map((vehicle) => (
                <td key={vehicle.vin}>
                  <CardPaymentLine privateId={vehicle.privateId} price={vehicle.price} year={vehicle.year} />
                </td>
              ))}
            </tr>
            {textRows(vehicles, visitorStore, s).map((row) => {
              const differs = rowDiffers(row.values);
              return (
                <tr
                  key={row.key}
                  className={differs ? styles.differs : undefined}
                  data-row={row.key}
                  data-differs={differs}
                >
                  <RowHead label={s[row.key]} differs={differs} s={s} />
                  {row.values.map((value, index) => (
                    <td key={vehicles[index]?.vin ?? index}>{value ?? '—'}</td>
                  ))}
                </tr>
              );
            })}
            <tr
              className={featuresDiffer ? styles.differs : undefined}
              data-row="compare.row.features"
              data-differs={featuresDiffer}
            >
              <RowHead label={s['compare.row.features']} differs={featuresDiffer} s={s} />
              {vehicles.map((vehicle, index) => (
                <td key={vehicle.vin}>
                  {vehicle.keyFeatures.length > 0 ? (
                    <ul className={styles.features}>
                      {vehicle.keyFeatures.map((feature) => {
                        const only = features[index]?.includes(feature) ?? false;
                        return (
                          <li key={feature} className={only ? styles.only : undefined}>
                            {feature}
                            {only ? ` (${s['compare.onlyThis']})` : null}
                          </li>
                        );
                      })}
                    </ul>
                  ) : (
                    '—'
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
