'use client';

import { useId, useState } from 'react';
import { compareHref } from '@/lib/garage/compare';
import { MAX_COMPARE } from '@/lib/garage/constants';
import type { GarageAnswer, GarageCar, GarageSearch } from '@/lib/garage/facts';
import {
  markSearchSeen,
  newMatches,
  priceChange,
  removeCar,
  removeSearch,
  type GarageState,
  type SavedCar,
  type SavedSearch,
} from '@/lib/garage/storage';
import type { GarageStrings } from '@/lib/garage/strings';
import { interpolate } from '@/lib/i18n/interpolate';
import { formatNumber, formatPrice } from '@/lib/inventory/format';
import { dealPath } from '@/lib/deal/deal-path';
import { updateGarage } from './garage-store';
import styles from './garage.module.css';
import { GarageCarImage } from './garage-car-image';

type Strings = GarageStrings;

const savedOn = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { dateStyle: 'medium' }).format(new Date(iso));

function PriceLine({ saved, price, s }: { saved: SavedCar; price: number | null; s: Strings }) {
  const change = priceChange(saved.price, price);
  if (change.kind === 'down')
    return (
      <p className={styles.down} data-testid="price-change" data-change="down">
        <span aria-hidden="true">▼ </span>
        {interpolate(s['garage.price.down'], { amount: formatPrice(change.amount) })}
      </p>
    );
  if (change.kind === 'up')
    return (
      <p className={styles.up} data-testid="price-change" data-change="up">
        <span aria-hidden="true">▲ </span>
        {interpolate(s['garage.price.up'], { amount: formatPrice(change.amount) })}
      </p>
    );
  if (change.kind === 'same')
    return (
      <p className={styles.muted} data-testid="price-change" data-change="same">
        {s['garage.price.same']}
      </p>
    );
  return null;
}

function SavedCarItem({
  first,
  saved,
  car,
  s,
  lang,
  chosen,
  canChoose,
  onChoose,
}: {
  /** The list's first car, whose photo is the page's largest paint. */
  first: boolean;
  saved: SavedCar;
  car: GarageCar | undefined;
  s: Strings;
  lang: string;
  chosen: boolean;
  canChoose: boolean;
  onChoose: (on: boolean) => void;
}) {
  const headingId = useId();
  const title = car?.status === 'inStock' ? car.vehicle.title : car?.status === 'sold' ? car.title : saved.vin;
  const remove = (
    <button
      type="button"
      className={styles.actionButton}
      aria-label={interpolate(s['garage.remove.name'], { item: title })}
      onClick={() => updateGarage((state) => removeCar(state, saved.vin))}
    >
      {s['garage.remove']}
    </button>
  );
  if (car?.status === 'inStock') {
    const { vehicle } = car;
    return (
      <li className={styles.item} aria-labelledby={headingId} data-testid="garage-car" data-vin={saved.vin}>
        <GarageCarImage image={vehicle.image} sizes="(min-width: 64rem) 20rem, 100vw" aboveTheFold={first} />
        <h3 id={headingId} className={styles.itemTitle}>
          <a href={vehicle.href}>{vehicle.title}</a>
        </h3>
        {vehicle.trim ? <p className={styles.muted}>{vehicle.trim}</p> : null}
        {vehicle.price !== null ? (
          <p>
            <span className="visually-hidden">{s['garage.price.now']}: </span>
            <span className={styles.price} data-testid="garage-price">
              {formatPrice(vehicle.price)}
            </span>
          </p>
        ) : null}
        <PriceLine saved={saved} price={vehicle.price} s={s} />
        <p className={styles.muted}>{interpolate(s['garage.price.savedOn'], { date: savedOn(saved.savedAt, lang) })}</p>
        <div className={styles.actions}>
          <label className={styles.compareChoice}>
            <input
              type="checkbox"
              checked={chosen}
              disabled={!chosen && !canChoose}
              onChange={(event) => onChoose(event.target.checked)}
              aria-label={interpolate(s['garage.compare.name'], { vehicle: vehicle.title })}
            />
            <span aria-hidden="true">{s['garage.compare.label']}</span>
          </label>
          <a
            href={dealPath(saved.vin)}
            className={styles.actionButton}
            aria-label={interpolate(s['garage.deal.name'], { vehicle: vehicle.title })}
            data-testid="garage-deal"
          >
            {s['garage.deal']}
          </a>
          {remove}
        </div>
      </li>
    );
  }
  if (car?.status === 'sold') {
    return (
      <li
        className={styles.item}
        aria-labelledby={headingId}
        data-testid="garage-car"
        data-vin={saved.vin}
        data-sold=""
      >
        <span className={styles.badge}>{s['garage.sold.badge']}</span>
        <h3 id={headingId} className={styles.itemTitle}>
          {car.title}
        </h3>
        {car.trim ? <p className={styles.muted}>{car.trim}</p> : null}
        <p>{car.similar.length > 0 ? s['garage.sold.text'] : s['garage.sold.none']}</p>
        {car.similar.length > 0 ? (
          <ul className={styles.similar}>
            {car.similar.map((similar) => (
              <li key={similar.vin}>
                <a href={similar.href}>{similar.title}</a>
                {similar.price !== null ? ` · ${formatPrice(similar.price)}` : null}
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <a href={car.searchHref}>{s['garage.sold.search']}</a>
        </p>
        <div className={styles.actions}>{remove}</div>
      </li>
    );
  }
  return (
    <li className={styles.item} aria-labelledby={headingId} data-testid="garage-car" data-vin={saved.vin}>
      <h3 id={headingId} className={styles.itemTitle}>
        {saved.vin}
      </h3>
      <p>{car ? interpolate(s['garage.unknown'], { vin: saved.vin }) : s['garage.loading']}</p>
      <div className={styles.actions}>{remove}</div>
    </li>
  );
}

function SavedSearchItem({ saved, current, s }: { saved: SavedSearch; current: GarageSearch | undefined; s: Strings }) {
  const headingId = useId();
  const fresh = current ? newMatches(saved, current.vins).length : null;
  return (
    <li className={styles.item} aria-labelledby={headingId} data-testid="garage-search">
      <h3 id={headingId} className={styles.itemTitle}>
        {saved.label}
      </h3>
      {current ? (
        <>
          <p>{interpolate(s['garage.search.count'], { count: formatNumber(current.count) })}</p>
          <p className={fresh ? styles.down : styles.muted} data-testid="search-new" data-new={fresh ?? 0}>
            {fresh ? interpolate(s['garage.search.new'], { count: formatNumber(fresh) }) : s['garage.search.noNew']}
          </p>
        </>
      ) : null}
      <div className={styles.actions}>
        <a
          href={saved.href}
          className={styles.actionButton}
          // Opening the search is the visit: what matches now has been seen.
          onClick={() => {
            if (current) updateGarage((state) => markSearchSeen(state, saved.href, current));
          }}
        >
          {s['garage.search.open']}
        </a>
        <button
          type="button"
          className={styles.actionButton}
          aria-label={interpolate(s['garage.remove.name'], { item: saved.label })}
          onClick={() => updateGarage((state) => removeSearch(state, saved.href))}
        >
          {s['garage.remove']}
        </button>
      </div>
    </li>
  );
}

export interface GarageListsProps {
  garage: GarageState;
  /** The facts of the saved cars and searches; null while they are on their way (each item shows what it keeps). */
  answer: GarageAnswer | null;
  s: Strings;
  lang: string;
}

/**
 * A garage's saved cars (with the choice of cars to compare) and saved searches. Fetched by the garage's island while
 * it asks for their facts (use-lazy-component.ts), so the page's first-load JavaScript carries none of it.
 */
export function GarageLists({ garage, answer, s, lang }: GarageListsProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const carByVin = new Map((answer?.cars ?? []).map((car) => [car.vin, car]));
  const searchByHref = new Map((answer?.searches ?? []).map((search) => [search.href, search]));
  const stillChosen = chosen.filter((vin) => carByVin.get(vin)?.status === 'inStock');
  return (
    <>
      {garage.cars.length > 0 ? (
        <section className={styles.section} aria-labelledby="garage-cars">
          <h2 id="garage-cars">{s['garage.cars.title']}</h2>
          <div className={styles.compareBar}>
            <p className={styles.muted} id="garage-compare-hint">
              {interpolate(s['garage.compare.hint'], { count: stillChosen.length })}
            </p>
            {stillChosen.length >= 2 ? (
              <a href={compareHref(stillChosen)} className={styles.saveButton} data-testid="compare-selected">
                {s['garage.compare.submit']}
              </a>
            ) : null}
          </div>
          <ul className={styles.list}>
            {garage.cars.map((saved, index) => (
              <SavedCarItem
                key={saved.vin}
                first={index === 0}
                saved={saved}
                car={carByVin.get(saved.vin)}
                s={s}
                lang={lang}
                chosen={stillChosen.includes(saved.vin)}
                canChoose={stillChosen.length < MAX_COMPARE}
                onChoose={(on) =>
                  setChosen((list) => (on ? [...list, saved.vin] : list.filter((vin) => vin !== saved.vin)))
                }
              />
            ))}
          </ul>
        </section>
      ) : null}
      {garage.searches.length > 0 ? (
        <section className={styles.section} aria-labelledby="garage-searches">
          <h2 id="garage-searches">{s['garage.searches.title']}</h2>
          <ul className={styles.list}>
            {garage.searches.map((saved) => (
              <SavedSearchItem key={saved.href} saved={saved} current={searchByHref.get(saved.href)} s={s} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
