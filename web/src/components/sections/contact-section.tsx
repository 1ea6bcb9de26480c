import { dayName, formatTime, weekHours } from '@/lib/hours/format';
import { openStatus } from '@/lib/hours/open-now';
import type { Language, Translator } from '@/lib/i18n/strings';
import contactStyles from '../company/contact.module.css';
import { PhoneLink } from '../layout/phone-link';
import { Section } from '../ui/section';
import styles from './sections.module.css';
import type { SectionProps } from './types';

type Hours = Parameters<typeof weekHours>[0];

function HoursTable({
  caption,
  hours,
  closed,
  lang,
}: {
  caption: string;
  hours: Hours;
  closed: string;
  lang: Language;
}) {
  return (
    <table className={styles.hoursTable}>
      <caption className={styles.cardTitle} style={{ textAlign: 'left', marginBottom: 'var(--chakra-spacing-2)' }}>
        {caption}
      </caption>
      <tbody>
        {weekHours(hours, closed, lang).map((day) => (
          <tr key={day.day}>
            <th scope="row">{day.label}</th>
            <td>{day.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Open now" for one department, in the store's timezone, at request time (pages render per request). */
function OpenNow({
  hours,
  timeZone,
  t,
  lang,
}: {
  hours: Hours;
  timeZone: string | null | undefined;
  t: Translator;
  lang: Language;
}) {
  const status = openStatus(hours, timeZone, new Date());
  let text: string;
  if (status.open)
    text = t('hours.openNow', { time: formatTime(status.closesAt, lang) }, 'Open now · closes at {time}');
  else if (!status.opensAt) text = t('hours.closedNow', {}, 'Closed now');
  else if (status.opensAt.today)
    text = t('hours.opensToday', { time: formatTime(status.opensAt.time, lang) }, 'Closed now · opens today at {time}');
  else
    text = t(
      'hours.opensOn',
      { day: dayName(status.opensAt.day, 'long', lang), time: formatTime(status.opensAt.time, lang) },
      'Closed now · opens {day} at {time}',
    );
  return (
    <p
      className={status.open ? contactStyles.openNow : contactStyles.closedNow}
      data-open-now={status.open ? 'open' : 'closed'}
    >
      {text}
    </p>
  );
}

/** Call panel of the selected store: sales and service phones, sales and service hours for the week. */
export function ContactSection({ id, section, site }: SectionProps<'contactSection'>) {
  const store = site.store;
  if (!store) return null;
  const service = Boolean(store.hasServiceDepartment);
  const { t, lang } = site;
  const closed = t('hours.closed', {}, 'Closed');
  return (
    <Section id={id} title={section.title} tone="tinted">
      <div className={styles.gridWide}>
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>{t('contact.sales', {}, 'Sales')}</h3>
          <PhoneLink phone={store.phone} className={styles.callLink} />
          <OpenNow hours={store.salesHours} timeZone={store.timezone} t={t} lang={lang} />
          <HoursTable
            caption={t('hours.sales', {}, 'Sales hours')}
            hours={store.salesHours}
            closed={closed}
            lang={lang}
          />
        </div>
        {service ? (
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>{t('contact.service', {}, 'Service')}</h3>
            <PhoneLink phone={store.servicePhone ?? store.phone} className={styles.callLink} />
            <OpenNow hours={store.workingHours} timeZone={store.timezone} t={t} lang={lang} />
            <HoursTable
              caption={t('hours.service', {}, 'Service hours')}
              hours={store.workingHours}
              closed={closed}
              lang={lang}
            />
          </div>
        ) : null}
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>{store.name}</h3>
          <address className={styles.address}>
            {store.addressLine1}
            {store.addressLine2 ? <>, {store.addressLine2}</> : null}
            <br />
            {store.city}, {store.stateShort ?? store.state} {store.zip}
          </address>
          {store.email ? (
            <p>
              <a href={`mailto:${store.email}`}>{store.email}</a>
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
