'use client';

import Link from 'next/link';
import { useConsent } from '@/components/consent/consent-store';
import { isCategoryAllowed } from '@/lib/consent/tiers';
import type { GarageAnswer } from '@/lib/garage/facts';
import type { GarageStrings } from '@/lib/garage/strings';
import { useLazyComponent } from '../ui/use-lazy-component';
import type { GarageListsProps } from './garage-lists';
import { useGarageFetch } from './garage-fetch';
import { useGarage } from './garage-store';
import { useIsClient } from './use-is-client';
import styles from './garage.module.css';

type Strings = GarageStrings;

const loadGarageLists = () => import('./garage-lists').then((module) => module.GarageLists);

/**
 * The garage itself: the saved cars (price now and the change since saving; sold ones with similar cars), the
 * saved searches (new matches since the last visit), removal, the choice of cars to compare, and an empty state
 * that says what to do. Without functional consent it says why nothing can be kept.
 */
export function GarageIsland({ strings: s, lang = 'en' }: { strings: Strings; lang?: string }) {
  const isClient = useIsClient();
  const garage = useGarage();
  const consent = useConsent();
  const vins = garage.cars.map((car) => car.vin);
  const hrefs = garage.searches.map((search) => search.href);
  const empty = vins.length === 0 && hrefs.length === 0;
  const key = JSON.stringify([vins, hrefs]);
  const { loaded, retry } = useGarageFetch<GarageAnswer>(
    isClient && !empty
      ? {
          url: '/api/garage',
          init: {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ vins, searches: hrefs }),
          },
          key,
        }
      : null,
  );
  // The lists' code is asked for with their facts: both travel at once (an empty garage needs neither).
  const { lazy, retry: retryCode } = useLazyComponent<GarageListsProps>(loadGarageLists, isClient && !empty);
  if (!isClient) return <p className={styles.section}>{s['garage.loading']}</p>;
  const refused = consent !== null && !isCategoryAllowed(consent, 'functional');
  const consentNote = refused ? (
    <p className={styles.section} data-testid="garage-consent">
      {s['garage.consent.garage']} <a href="#cookie-settings">{s['garage.consent.change']}</a>
    </p>
  ) : null;
  if (empty)
    return (
      <>
        {consentNote}
        <section className={styles.section} aria-labelledby="garage-empty" data-testid="garage-empty">
          <h2 id="garage-empty">{s['garage.empty.title']}</h2>
          <p>{s['garage.empty.text']}</p>
          <p>
            <Link href="/cars-for-sale" prefetch={false}>
              {s['garage.empty.browse']}
            </Link>
          </p>
        </section>
      </>
    );
  const answer = loaded.state === 'done' ? loaded.data : null;
  return (
    <>
      {consentNote}
      <p role="status" className={styles.saveStatus}>
        {loaded.state === 'loading' || lazy.state === 'loading' ? s['garage.loading'] : null}
        {loaded.state === 'error' || lazy.state === 'failed' ? (
          <>
            {s['garage.error']}{' '}
            <button
              type="button"
              className={styles.actionButton}
              onClick={loaded.state === 'error' ? retry : retryCode}
            >
              {s['garage.retry']}
            </button>
          </>
        ) : null}
      </p>
      {lazy.state === 'ready' ? <lazy.Component garage={garage} answer={answer} s={s} lang={lang} /> : null}
    </>
  );
}
