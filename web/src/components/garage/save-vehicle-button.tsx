'use client';

import { useState } from 'react';
import { compareHref } from '@/lib/garage/compare';
import { interpolate } from '@/lib/i18n/interpolate';
import { isCarSaved, removeCar, saveCar } from '@/lib/garage/storage';
import { updateGarage, useGarage } from './garage-store';
import { useSaveControlStrings } from './save-controls-context';
import { SaveStatus, type SaveOutcome } from './save-status';
import styles from './garage.module.css';

/**
 * "Save" on a vehicle card and the vehicle page: a toggle button (`aria-pressed`) named with the car, keeping the
 * VIN, the public price shown and the time in the shopper's garage (docs/garage.md). Without functional consent
 * nothing is kept and the control says why. A tiny island: the garage code and its words only.
 */
export function SaveVehicleButton({
  vin,
  price,
  title,
  placement = 'card',
}: {
  vin: string;
  /** The public price the page shows (null for a private car). */
  price: number | null;
  title: string;
  placement?: 'card' | 'page';
}) {
  const strings = useSaveControlStrings();
  const garage = useGarage();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  if (!strings) return null;
  const saved = isCarSaved(garage, vin);
  const toggle = () => {
    if (saved) {
      setOutcome(updateGarage((state) => removeCar(state, vin)) ? 'removed' : 'refused');
      return;
    }
    const kept = updateGarage((state) => saveCar(state, { vin, price, savedAt: new Date().toISOString() }));
    setOutcome(kept ? 'saved' : 'refused');
    if (kept)
      void import('@/lib/tracking/fire-conversion').then((module) =>
        module.fireVehicleSaved({ vin, price, name: title }),
      );
  };
  const others = garage.cars.filter((car) => car.vin !== vin).map((car) => car.vin);
  return (
    <div className={placement === 'card' ? styles.cardSave : styles.pageSave}>
      <button
        type="button"
        className={styles.saveButton}
        aria-pressed={saved}
        aria-label={interpolate(strings['garage.save.name'], { vehicle: title })}
        onClick={toggle}
        data-testid="save-vehicle"
      >
        <span aria-hidden="true" className={styles.saveMark}>
          {saved ? '♥' : '♡'}
        </span>
        {strings['garage.save.label']}
      </button>
      <SaveStatus
        outcome={outcome}
        strings={strings}
        savedText={strings['garage.save.saved']}
        removedText={strings['garage.save.removed']}
        compareHref={saved && others.length > 0 ? compareHref([vin, ...others]) : null}
      />
    </div>
  );
}
