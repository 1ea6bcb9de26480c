import { pathFor } from '@dealer/schemas/routes';

import { ButtonLink } from '@/components/ui/button-link';
import { formatShortDate } from '@/lib/format/date';
import { formatDollars } from '@/lib/offers/sell-lead';
import type { OfferForPage } from '@/server/offers/read-offer';

import { PopupTriggerButton } from '../popups/popup-trigger-button';
import { AcceptOfferForm, type AcceptKind, type AcceptOfferFormText } from './accept-offer-form';
import { CashBreakdown, ProfitSharingBreakdown } from './offer-breakdown';
import styles from './offer-page.module.css';
import { OfferReveal } from './offer-reveal';
import type { OfferText } from './offer-text';

export function vehicleName(vehicle: OfferForPage['vehicle']): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
}

function formText(t: OfferText): AcceptOfferFormText {
  return {
    beatTitle: t('offerPage.beatTitle'),
    beatText: t('offerPage.beatText'),
    competingLabel: t('offerPage.competingLabel'),
    scheduleTitle: t('offerPage.scheduleTitle'),
    dateLabel: t('offerPage.dateLabel'),
    timeLabel: t('offerPage.timeLabel'),
    timeAny: t('offerPage.timeAny'),
    timeMorning: t('offerPage.timeMorning'),
    timeAfternoon: t('offerPage.timeAfternoon'),
    timeEvening: t('offerPage.timeEvening'),
    acceptCash: t('offerPage.acceptCash'),
    acceptLater: t('offerPage.acceptLater'),
    schedule: t('offerPage.schedule'),
    sending: t('offerPage.sending'),
    accepted: t('offerPage.accepted'),
    failed: t('offerPage.failed'),
  };
}

function Expired({ offer, t, timeZone }: { offer: OfferForPage; t: OfferText; timeZone: string | null }) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('offerPage.expiredTitle')}</h1>
        <p className={styles.meta}>{vehicleName(offer.vehicle)}</p>
        <p className={styles.expiry}>
          {t('offerPage.expiredText', { date: formatShortDate(offer.expiresAt.toISOString(), timeZone) })}
        </p>
      </header>
      <ButtonLink href={pathFor('sellTradeVehicle')}>{t('offerPage.newQuote')}</ButtonLink>
    </div>
  );
}

/**
 * /sell-trade-my-car/offer/{id}: both offers side by side with their itemised breakdowns, the expiry, how each is
 * paid, profit sharing explained with its disclaimer, the $300 promise with a competing-offer field, and the
 * accept/schedule island. A bring-in result lists the reasons without a number; an expired offer says so.
 */
export function OfferPage({ offer, t, timeZone }: { offer: OfferForPage; t: OfferText; timeZone: string | null }) {
  if (offer.expired) return <Expired offer={offer} t={t} timeZone={timeZone} />;
  const { result, vehicle } = offer;
  const name = vehicleName(vehicle);
  const details = [
    t('offerPage.mileage', { mileage: vehicle.mileage.toLocaleString('en-US') }),
    vehicle.vin ? t('offerPage.vin', { vin: vehicle.vin }) : null,
  ].filter(Boolean);
  const validUntil = t('offerPage.validUntil', { date: formatShortDate(offer.expiresAt.toISOString(), timeZone) });
  // The sell flow forgets its answers once this page shows: say where the seller finds the offer again.
  const emailed = offer.emailed ? (
    <p className={styles.meta} data-testid="offer-emailed">
      {t('offerPage.emailed')}
    </p>
  ) : null;

  if (result.bringIn) {
    return (
      <div className={`container ${styles.page}`}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('offerPage.bringInTitle')}</h1>
          <p className={styles.meta}>
            {name} · {details.join(' · ')}
          </p>
          {emailed}
        </header>
        <section className={styles.section} aria-labelledby="bring-in-reasons">
          <h2 id="bring-in-reasons" className={styles.sectionTitle}>
            {t('offerPage.bringInText')}
          </h2>
          <ul className={styles.reasons}>
            {result.bringIn.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
        <AcceptOfferForm offerId={offer.id} kinds={['bringIn']} text={formText(t)} showBeat={false} />
        <PopupTriggerButton id="offer-help" label={t('offerPage.help')} />
      </div>
    );
  }

  const kinds: AcceptKind[] = [
    ...(result.cashNow ? (['cashNow'] as const) : []),
    ...(result.moreCashLater ? (['moreCashLater'] as const) : []),
  ];
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('offerPage.title', { vehicle: name })}</h1>
        <p className={styles.meta}>{details.join(' · ')}</p>
        <p className={styles.meta}>{t('offerPage.intro')}</p>
        <p className={styles.expiry} data-testid="offer-expiry">
          {validUntil}
        </p>
        {emailed}
      </header>
      <OfferReveal>
        {result.cashNow ? (
          <section className={styles.card} aria-labelledby="offer-cash" data-testid="offer-cash">
            <h2 id="offer-cash" className={styles.cardTitle}>
              {t('offerPage.cashTitle')}
            </h2>
            <p className={styles.offerName}>{t('offerPage.cashName')}</p>
            <p className={styles.amount}>{formatDollars(result.cashNow.finalPrice)}</p>
            <p className={styles.paid}>{t('offerPage.cashPaid')}</p>
            <CashBreakdown result={result} t={t} />
          </section>
        ) : null}
        {result.moreCashLater ? (
          <section className={styles.card} aria-labelledby="offer-later" data-testid="offer-profit-sharing">
            <h2 id="offer-later" className={styles.cardTitle}>
              {t('offerPage.laterTitle')}
            </h2>
            <p className={styles.offerName}>{t('offerPage.laterName')}</p>
            <p className={styles.amount}>{formatDollars(result.moreCashLater.finalPrice)}</p>
            <p className={styles.paid}>{t('offerPage.laterPaid')}</p>
            <p>{t('offerPage.laterExplanation')}</p>
            <ProfitSharingBreakdown result={result} t={t} />
            <p className={styles.note}>{t('offerPage.laterDisclaimer')}</p>
          </section>
        ) : (
          <section className={styles.cardMuted} aria-labelledby="offer-later" data-testid="offer-profit-sharing">
            <h2 id="offer-later" className={styles.cardTitle}>
              {t('offerPage.laterTitle')}
            </h2>
            <p className={styles.offerName}>{t('offerPage.laterName')}</p>
            <p className={styles.paid}>{t('offerPage.laterUnavailable')}</p>
          </section>
        )}
      </OfferReveal>
      <AcceptOfferForm offerId={offer.id} kinds={kinds} text={formText(t)} showBeat={Boolean(result.cashNow)} />
      <PopupTriggerButton id="offer-help" label={t('offerPage.help')} />
    </div>
  );
}
