'use client';

import { useCallback, useEffect, useState } from 'react';
import { formatMiles, orderByDistance, type LatLng } from '@/lib/geo/distance';
import { ChooseStoreButton } from '../layout/choose-store-button';
import { ButtonLink } from '../ui/button-link';
import styles from './contact.module.css';

export interface LocationRow {
  _id: string;
  name: string | null;
  subname: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  note: string | null;
  directionsHref: string | null;
  inventoryHref: string | null;
  coordinates: { latitude: number | null; longitude: number | null } | null;
  /** The store this location is (null: a location without a store of its own). */
  storeId: string | null;
}

/** The store choice on the cards (only when the site has more than one store). */
export interface LocationsStoreChoice {
  selectedStoreId: string | null;
  labels: { choose: string; chosen: string };
  className?: string;
}

export interface LocationsLabels {
  directions: string;
  /** The screen-reader note of the directions link (it opens a new tab). */
  newTab: string;
  inventory: string;
  nearest: string;
  sorted: string;
  away: string;
}

/**
 * The locations in the editor's order (server-rendered, works without JavaScript). When the visitor lets the
 * browser share a position (already granted, or after pressing the button) they are re-ordered nearest first;
 * a refusal or failure keeps the editor's order without an error message.
 */
export function LocationsList({
  locations,
  labels,
  cardClassName,
  titleClassName,
  eyebrowClassName,
  addressClassName,
  noteClassName,
  actionsClassName,
  listClassName,
  storeChoice,
}: {
  storeChoice?: LocationsStoreChoice | null;
  locations: LocationRow[];
  labels: LocationsLabels;
  cardClassName?: string;
  titleClassName?: string;
  eyebrowClassName?: string;
  addressClassName?: string;
  noteClassName?: string;
  actionsClassName?: string;
  listClassName?: string;
}) {
  const [origin, setOrigin] = useState<LatLng | null>(null);
  const [canAsk, setCanAsk] = useState(false);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) return;
    navigator.geolocation.getCurrentPosition(
      (position) => setOrigin({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      // Denied, unavailable or timed out: keep the editor's order and stop offering the button.
      () => setCanAsk(false),
      { maximumAge: 10 * 60 * 1000, timeout: 10_000 },
    );
  }, []);

  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let active = true;
    // Without the Permissions API, offer the button (the answer arrives asynchronously either way).
    const state: Promise<PermissionState> = navigator.permissions?.query
      ? navigator.permissions.query({ name: 'geolocation' }).then((status) => status.state)
      : Promise.resolve('prompt');
    state
      .then((permission) => {
        if (!active) return;
        if (permission === 'granted') locate();
        else setCanAsk(permission === 'prompt');
      })
      .catch(() => active && setCanAsk(true));
    return () => {
      active = false;
    };
  }, [locate]);

  const rows = orderByDistance(locations, origin);
  const located = origin !== null && rows.some((row) => row.miles !== null);

  return (
    <>
      <div className={styles.locationsBar}>
        {canAsk && !located ? (
          <button type="button" className={styles.nearButton} onClick={locate}>
            {labels.nearest}
          </button>
        ) : null}
        <p className={styles.status} role="status" aria-live="polite">
          {located ? labels.sorted : ''}
        </p>
      </div>
      <ul className={listClassName} data-order={located ? 'distance' : 'editor'}>
        {rows.map(({ item: location, miles }) => (
          <li key={location._id} className={cardClassName} data-location={location.name ?? ''}>
            <h3 className={titleClassName}>{location.name}</h3>
            {location.subname ? <p className={eyebrowClassName}>{location.subname}</p> : null}
            {miles !== null ? (
              <p className={styles.distance}>{labels.away.replace('{distance}', formatMiles(miles))}</p>
            ) : null}
            <address className={addressClassName}>
              {location.addressLine1}
              {location.addressLine2 ? (
                <>
                  <br />
                  {location.addressLine2}
                </>
              ) : null}
            </address>
            {location.note ? <p className={noteClassName}>{location.note}</p> : null}
            <div className={actionsClassName}>
              {location.directionsHref ? (
                <ButtonLink href={location.directionsHref} variant="outline" newTabHint={labels.newTab}>
                  {labels.directions}
                </ButtonLink>
              ) : null}
              {location.inventoryHref ? (
                <ButtonLink href={location.inventoryHref}>{labels.inventory}</ButtonLink>
              ) : null}
              {storeChoice && location.storeId ? (
                <ChooseStoreButton
                  storeId={location.storeId}
                  selected={location.storeId === storeChoice.selectedStoreId}
                  labels={storeChoice.labels}
                  className={storeChoice.className}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
