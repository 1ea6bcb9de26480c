'use client';

import { useId } from 'react';
import styles from './site-header.module.css';
import { useStoreChoice } from './use-store-choice';

export interface StoreOption {
  storeId: string;
  label: string;
}

/**
 * The header's store picker: a native select (keyboard and screen-reader friendly). Without functional consent it
 * stays disabled and says why, since the choice could not be kept.
 */
export function StorePicker({
  stores,
  current,
  label,
  consentHint,
}: {
  stores: StoreOption[];
  current: string;
  label: string;
  consentHint: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const { allowed, choose, pending } = useStoreChoice();
  return (
    <div className={styles.storePicker} data-pending={pending ? 'true' : undefined}>
      <label htmlFor={id} className={styles.storeLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.storeSelect}
        value={current}
        disabled={!allowed}
        aria-describedby={allowed ? undefined : hintId}
        onChange={(event) => choose(event.target.value)}
      >
        {stores.map((store) => (
          <option key={store.storeId} value={store.storeId}>
            {store.label}
          </option>
        ))}
      </select>
      {allowed ? null : (
        <span id={hintId} className="visually-hidden">
          {consentHint}
        </span>
      )}
    </div>
  );
}
