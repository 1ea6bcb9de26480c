'use client';

import Link from 'next/link';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { dealSheet } from '@/lib/deal/deal-sheet';
import type { DealAnswer, DealCar } from '@/lib/deal/facts';
import { formatDay } from '@/lib/deal/format';
import type { DealStrings } from '@/lib/deal/strings';
import { initialDealTerms, type DealTerms } from '@/lib/deal/terms';
import { interpolate } from '@/lib/i18n/interpolate';
import { parseCookieHeader } from '@/lib/profile/cookie-attributes';
import { creditScoreForLabel, parseTerms, PERSONALIZED_TERMS_COOKIE } from '@/lib/profile/personalized-terms';
import { useGarageFetch } from '../garage/garage-fetch';
import { usePrivatePrice } from '../inventory/visitor-pricing-client';
import type { DealNotices } from './deal-notices';
import { DealSendForm } from './deal-send-form';
import { DealSheetTable } from './deal-sheet-table';
import { DealTermsForm } from './deal-terms-form';
import { useDealOffer } from './use-deal-offer';
import styles from './deal.module.css';
import { GarageCarImage } from '../garage/garage-car-image';

const noSubscription = () => () => undefined;
/** `?vin=` of the address (null on the server: the page is the same for every car). */
const useVinParam = () =>
  useSyncExternalStore(
    noSubscription,
    () => (new URLSearchParams(window.location.search).get('vin') ?? '').trim().toUpperCase(),
    () => null,
  );
/** The saved payment terms' cookie (the personalise-price flow's), read once the page is in the browser. */
const useSavedTermsCookie = () =>
  useSyncExternalStore(
    noSubscription,
    () => parseCookieHeader(document.cookie)[PERSONALIZED_TERMS_COOKIE] ?? '',
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
        {loaded.state === 'loading' ? <p>{s['deal.loading']}</p> : null}
        {loaded.state === 'error' ? (
          <p>
            {s['deal.notFound']} {garage}{' '}
            <button type="button" className={styles.secondaryButton} onClick={retry}>
              {s['deal.retry']}
            </button>
          </p>
        ) : null}
      </div>
      {loaded.state === 'done' ? (
        <DealForCar
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

function DealForCar({
  car,
  s,
  lang,
  notices,
  sellFlowHref,
  cookieTier,
}: {
  car: DealCar;
  s: DealStrings;
  lang: string;
  notices: DealNotices;
  sellFlowHref: string;
  cookieTier: number | null;
}) {
  // A private car's price reaches an unlocked shopper's browser only (docs/caching.md), as on its page.
  const privatePrice = usePrivatePrice(car.privateId);
  const price = car.price ?? privatePrice?.price ?? null;
  const savedCookie = useSavedTermsCookie();
  const saved = savedCookie ? parseTerms(savedCookie) : null;
  const [edited, setEdited] = useState<DealTerms | null>(null);
  const terms = edited ?? initialDealTerms(saved, price);
  const [offerReference, setOfferReference] = useState<string | null>(null);
  const offer = useDealOffer(terms.tradeInSource === 'offer' ? offerReference : null);

  const tradeIn =
    terms.tradeInSource === 'estimate'
      ? { value: terms.tradeInEstimate, payoff: terms.tradeInPayoff }
      : terms.tradeInSource === 'offer' && offer.state === 'found'
        ? { value: offer.value, payoff: terms.tradeInPayoff }
        : null;
  const sheet = useMemo(
    () =>
      price !== null && car.settings
        ? dealSheet({
            price,
            modelYear: car.year,
            store: car.settings,
            downPayment: terms.downPayment,
            creditScore: creditScoreForLabel(terms.creditBand),
            termMonths: terms.termMonths,
            tradeIn,
          })
        : null,
    // The trade-in is rebuilt each render from the values listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [price, car, terms.downPayment, terms.creditBand, terms.termMonths, tradeIn?.value, tradeIn?.payoff],
  );
  const storeName = car.store?.name ?? '';
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  return (
    <>
      <div className={styles.car}>
        <GarageCarImage
          image={car.image}
          sizes="(min-width: 48rem) 16rem, 40vw"
          className={styles.carImage}
          aboveTheFold
        />
        <div>
          <h2 className={styles.carTitle} data-testid="deal-car">
            <a href={car.href} aria-label={interpolate(s['deal.viewCar'], { vehicle: car.title })}>
              {car.title}
            </a>
          </h2>
          {storeName ? <p className={styles.muted}>{interpolate(s['deal.car.store'], { store: storeName })}</p> : null}
          <p className={`${styles.muted} ${styles.printOnly}`}>
            {interpolate(s['deal.prepared'], { date: formatDay(new Date(), lang) })}
          </p>
        </div>
      </div>
      {price === null ? (
        <p data-testid="deal-private">
          {s['deal.private']} <a href={car.href}>{interpolate(s['deal.viewCar'], { vehicle: car.title })}</a>
        </p>
      ) : !car.settings || !sheet ? (
        <p>{s['deal.noFinance']}</p>
      ) : (
        <div className={styles.layout}>
          <DealTermsForm
            s={s}
            lang={lang}
            terms={terms}
            fromSaved={saved !== null}
            onChange={setEdited}
            offer={offer}
            onOfferReference={setOfferReference}
            errors={serverErrors}
            sellFlowHref={sellFlowHref}
          />
          <div>
            <DealSheetTable s={s} lang={lang} sheet={sheet} settings={car.settings} tradeIn={tradeIn} terms={terms} />
            <p className={styles.noPrint}>
              <button type="button" className={styles.secondaryButton} onClick={() => window.print()}>
                {s['deal.print']}
              </button>
            </p>
            <DealSendForm
              s={s}
              lang={lang}
              car={car}
              storeName={storeName}
              notices={notices}
              cookieTier={cookieTier}
              terms={terms}
              offerId={terms.tradeInSource === 'offer' && offer.state === 'found' ? offer.id : null}
              onErrors={setServerErrors}
            />
          </div>
        </div>
      )}
    </>
  );
}
