import { OFFER_EXPIRATION_PLACEHOLDER } from '@dealer/schemas/constants';
import { offerPath } from '@dealer/schemas/routes';
import { formatShortDate } from '@/lib/format/date';
import { offerTypeLabel } from '../offers/offer-type-label';
import { ScheduleOfferLink } from '../offers/schedule-offer-link';
import { SanityImage } from '../ui/sanity-image';
import { Section } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import styles from './sections.module.css';
import type { SectionWithDataProps } from './types';

/** The disclaimer with `{expiration_end_date}` replaced by the offer's end date (mm/dd/yy). */
export function offerDisclaimer(disclaimer: string | null | undefined, endDate: string | null | undefined): string {
  return (disclaimer ?? '').split(OFFER_EXPIRATION_PLACEHOLDER).join(formatShortDate(endDate));
}

/** Active offers of one type (sales, service, dealer); empty state. */
export function OffersListSection({ id, section, site, data: { offers } }: SectionWithDataProps<'offersListSection'>) {
  const offerType = section.offerType ?? 'dealer';
  return (
    <Section id={id} title={section.title}>
      {offers.length === 0 ? (
        <p className={styles.empty} role="status">
          {site.t('offers.empty')}
        </p>
      ) : (
        <ul className={styles.gridWide}>
          {offers.map((offer) => (
            <li key={offer._id} className={styles.card}>
              <SanityImage image={offer.image} sizes="(min-width: 64rem) 30vw, 100vw" className={styles.media} />
              {offer.typeLabel ? (
                <p className={styles.eyebrow}>{offerTypeLabel(site, offer.offerType, offer.typeLabel)}</p>
              ) : null}
              <h3 className={styles.cardTitle}>
                {offer.offerId ? (
                  <SmartLink href={offerPath(offer.offerType ?? offerType, offer.offerId)}>{offer.name}</SmartLink>
                ) : (
                  offer.name
                )}
              </h3>
              {offer.badge ? <p className={styles.badge}>{offer.badge}</p> : null}
              {offer.description ? <p>{offer.description}</p> : null}
              {offer.endDate ? (
                <p className={styles.small}>
                  {site.t('offers.expiresOn', { date: formatShortDate(offer.endDate) }, 'Expires {date}')}
                </p>
              ) : null}
              {offer.disclaimer ? (
                <p className={`${styles.small} ${styles.muted}`}>{offerDisclaimer(offer.disclaimer, offer.endDate)}</p>
              ) : null}
              <ScheduleOfferLink
                offer={{ offerType: offer.offerType ?? offerType, offerId: offer.offerId, name: offer.name }}
                site={site}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
