'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import type { DealAnswer } from '@/lib/deal/facts';
import type { DealStrings } from '@/lib/deal/strings';
import { useGarageFetch } from '../garage/garage-fetch';
import { useLazyComponent } from '../ui/use-lazy-component';
import type { DealForCarProps } from './deal-for-car';
import type { DealNotices } from './deal-notices';
import styles from './deal.module.css';

const loadDealForCar = () => import('./deal-for-car').then((module) => module.DealForCar);

const noSubscription = () => () => undefined;
/** `?vin=` of the address (null on the server: the page is the same for every car). */
const useVinParam = () =>
  useSyncExternalStore(
    noSubscription,
    () => (new URLSearchParams(window.location.search).get('vin') ?? '').trim().toUpperCase(),
    () => null,
  );
/**
 * /deal's content (docs/deal-sheet.md#the-page): reads `?vin=`, asks `GET /api/deal` for the car and its store's
 * settings, starts from the shopper's saved terms, and works the sheet out with the one deal module as they change
 * their terms and trade-in; then prints or sends it.
 */
export function DealIsland({
  strings: s,
  lang,
  notices,
  sellFlowHref,
  cookieTier,
}: {
  strings: DealStrings;
  lang: string;
  notices: DealNotices;
  cookieTier: number | null;
  /** The sell flow's first step, for a shopper without an offer yet (from the route map, on the server). */
  sellFlowHref: string;
}) {
  const vin = useVinParam();
  const { loaded, retry } = useGarageFetch<DealAnswer>(
    vin ? { url: `/api/deal?vin=${encodeURIComponent(vin)}`, key: vin } : null,
  );
  // The sheet's code is asked for with the car: both travel at once.
  const { lazy, retry: retryCode } = useLazyComponent<DealForCarProps>(loadDealForCar, Boolean(vin));
  // Before the address is read, the same box as after: the content arrives without moving anything.
  if (vin === null)
    return (
      <div className={styles.section}>
        <p>{s['deal.loading']}</p>
      </div>
    );
  const garage = (
    <Link href="/my-garage" prefetch={false}>
      {s['deal.garage']}
    </Link>
  );
  if (vin === '')
    return (
      <p data-testid="deal-none" className={styles.section}>
        {s['deal.none']} {garage}
      </p>
    );
  return (
    <div className={styles.section}>
      <div role="status">
        {loaded.state === 'loading' || (loaded.state === 'done' && lazy.state === 'loading') ? (
          <p>{s['deal.loading']}</p>
        ) : null}
        {loaded.state === 'error' ? (
          <p>
            {s['deal.notFound']} {garage}{' '}
            <button type="button" className={styles.secondaryButton} onClick={retry}>
              {s['deal.retry']}
            </button>
          </p>
        ) : null}
        {loaded.state === 'done' && lazy.state === 'failed' ? (
          <p>
            {s['deal.error']}{' '}
            <button type="button" className={styles.secondaryButton} onClick={retryCode}>
              {s['deal.retry']}
            </button>
          </p>
        ) : null}
      </div>
      {loaded.state === 'done' && lazy.state === 'ready' ? (
        <lazy.Component
          car={loaded.data.car}
          s={s}
          lang={lang}
          notices={notices}
          sellFlowHref={sellFlowHref}
          cookieTier={cookieTier}
        />
      ) : null}
    </div>
  );
}
