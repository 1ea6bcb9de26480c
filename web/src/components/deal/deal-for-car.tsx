'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
import { dealSheet } from '@/lib/deal/deal-sheet';
import type { DealCar } from '@/lib/deal/facts';
import { formatDay } from '@/lib/deal/format';
import type { DealStrings } from '@/lib/deal/strings';
import { initialDealTerms, type DealTerms } from '@/lib/deal/terms';
import { interpolate } from '@/lib/i18n/interpolate';
import { parseCookieHeader } from '@/lib/profile/cookie-attributes';
import { creditScoreForLabel, parseTerms, PERSONALIZED_TERMS_COOKIE } from '@/lib/profile/personalized-terms';
import { GarageCarImage } from '../garage/garage-car-image';
import { usePrivatePrice } from '../inventory/visitor-pricing-client';
import type { DealNotices } from './deal-notices';
import { DealSendForm } from './deal-send-form';
import { DealSheetTable } from './deal-sheet-table';
import { DealTermsForm } from './deal-terms-form';
import { useDealOffer } from './use-deal-offer';
import styles from './deal.module.css';

const noSubscription = () => () => undefined;
/** The saved payment terms' cookie (the personalise-price flow's), read once the page is in the browser. */
const useSavedTermsCookie = () =>
  useSyncExternalStore(
    noSubscription,
    () => parseCookieHeader(document.cookie)[PERSONALIZED_TERMS_COOKIE] ?? '',
    () => null,
  );

export interface DealForCarProps {
  car: DealCar;
  s: DealStrings;
  lang: string;
  notices: DealNotices;
  sellFlowHref: string;
  cookieTier: number | null;
}

/**
 * One car's deal sheet: the shopper's terms and trade-in, the figures worked out by the one deal module, print and
 * send. Fetched by the page's island while it asks for the car (use-lazy-component.ts), so the page's first-load
 * JavaScript carries none of it.
 */
export function DealForCar({ car, s, lang, notices, sellFlowHref, cookieTier }: DealForCarProps) {
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
