import { weekHours } from '@/lib/hours/format';
import { PhoneLink } from '../layout/phone-link';
import { Section } from '../ui/section';
import styles from './sections.module.css';
import type { SectionProps } from './types';

type Hours = Parameters<typeof weekHours>[0];

function HoursTable({ caption, hours }: { caption: string; hours: Hours }) {
  return (
    <table className={styles.hoursTable}>
      <caption className={styles.cardTitle} style={{ textAlign: 'left', marginBottom: 'var(--chakra-spacing-2)' }}>
        {caption}
      </caption>
      <tbody>
        {weekHours(hours).map((day) => (
          <tr key={day.day}>
            <th scope="row">{day.label}</th>
            <td>{day.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Call panel of the selected store: sales and service phones, sales and service hours for the week. */
export function ContactSection({ section, site }: SectionProps<'contactSection'>) {
  const store = site.store;
  if (!store) return null;
  const service = Boolean(store.hasServiceDepartment);
  return (
    <Section id={section._key} title={section.title} tone="tinted">
      <div className={styles.gridWide}>
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>Sales</h3>
          <PhoneLink phone={store.phone} className={styles.callLink} />
          <HoursTable caption="Sales hours" hours={store.salesHours} />
        </div>
        {service ? (
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>Service</h3>
            <PhoneLink phone={store.servicePhone ?? store.phone} className={styles.callLink} />
            <HoursTable caption="Service hours" hours={store.workingHours} />
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
