'use client';

import Link from 'next/link';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { parseCompareVins } from '@/lib/garage/compare';
import type { CompareAnswer } from '@/lib/garage/facts';
import type { VisitorStore } from '@/lib/garage/shell';
import type { GarageStrings } from '@/lib/garage/strings';
import { interpolate } from '@/lib/i18n/interpolate';
import { useLazyComponent } from '../ui/use-lazy-component';
import type { CompareTableProps } from './compare-table';
import { useGarageFetch } from './garage-fetch';
import styles from './garage.module.css';

const loadCompareTable = () => import('./compare-table').then((module) => module.CompareTable);

type Strings = GarageStrings;

const noSubscription = () => () => undefined;
/** `?vins=` of the address (null on the server: the page is the same for every comparison). */
const useVinsParam = () =>
  useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get('vins') ?? '',
    () => null,
  );

/**
 * /compare's content: reads `?vins=`, asks the compare API, and draws the cars side by side with the rows that
 * differ marked in words (docs/garage.md#compare). Bad or unknown VINs are named, never an error page.
 */
export function CompareIsland({
  strings: s,
  visitorStore,
  privateLockedLabel,
}: {
  strings: Strings;
  lang: string;
  visitorStore: VisitorStore | null;
  privateLockedLabel: string;
}) {
  const param = useVinsParam();
  // The same rules as the API's, first in the browser: no request when nothing asked for is a VIN.
  const selection = param === null ? null : parseCompareVins(param);
  const { loaded, retry } = useGarageFetch<CompareAnswer>(
    param && selection && selection.vins.length > 0
      ? { url: `/api/garage/compare?vins=${encodeURIComponent(param)}`, key: param }
      : null,
  );
  // The table's code is asked for with the cars: both travel at once.
  const { lazy, retry: retryCode } = useLazyComponent<CompareTableProps>(
    loadCompareTable,
    Boolean(selection && selection.vins.length > 0),
  );
  const answer = loaded.state === 'done' ? loaded.data : null;
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!answer || answer.vehicles.length < 2) return;
    const vins = answer.vehicles.map((vehicle) => vehicle.vin);
    if (tracked.current === vins.join(',')) return;
    tracked.current = vins.join(',');
    void import('@/lib/tracking/fire-conversion').then((module) => module.fireVehiclesCompared(vins));
  }, [answer]);

  const none = (
    <p data-testid="compare-none">
      {s['compare.none']}{' '}
      <Link href="/my-garage" prefetch={false}>
        {s['compare.garage']}
      </Link>
    </p>
  );
  // Before the address is read, the same box as after: the content arrives without moving anything.
  if (selection === null)
    return (
      <div className={styles.section}>
        <p>{s['compare.loading']}</p>
      </div>
    );
  const source = answer ?? { ...selection, missing: [] };
  const notes = [
    source.invalid.length > 0 ? interpolate(s['compare.invalid'], { list: source.invalid.join(', ') }) : null,
    source.dropped.length > 0 ? interpolate(s['compare.dropped'], { list: source.dropped.join(', ') }) : null,
    source.missing.length > 0 ? interpolate(s['compare.missing'], { list: source.missing.join(', ') }) : null,
  ].filter((note): note is string => note !== null);
  return (
    <div className={styles.section}>
      <div role="status">
        {loaded.state === 'loading' || (answer && answer.vehicles.length > 0 && lazy.state === 'loading') ? (
          <p>{s['compare.loading']}</p>
        ) : null}
        {loaded.state === 'error' || lazy.state === 'failed' ? (
          <p>
            {s['compare.error']}{' '}
            <button
              type="button"
              className={styles.actionButton}
              onClick={loaded.state === 'error' ? retry : retryCode}
            >
              {s['garage.retry']}
            </button>
          </p>
        ) : null}
      </div>
      {notes.length > 0 ? (
        <ul className={styles.notes} data-testid="compare-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {selection.vins.length === 0 || (answer && answer.vehicles.length === 0) ? none : null}
      {answer && answer.vehicles.length > 0 && lazy.state === 'ready' ? (
        <lazy.Component
          vehicles={answer.vehicles}
          visitorStore={visitorStore}
          s={s}
          privateLockedLabel={privateLockedLabel}
        />
      ) : null}
    </div>
  );
}
