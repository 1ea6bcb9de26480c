import { SanityImage } from '../ui/sanity-image';
import { Section } from '../ui/section';
import styles from './sections.module.css';
import type { SectionWithDataProps } from './types';

/** Popular services with their prices. */
export function ServicesSection({ id, section, data: { services } }: SectionWithDataProps<'servicesSection'>) {
  if (services.length === 0) return null;
  return (
    <Section id={id} title={section.title}>
      <ul className={styles.grid}>
        {services.map((service) => (
          <li key={service._id} className={styles.card}>
            <SanityImage image={service.icon} alt="" sizes="3rem" className={styles.icon} />
            <h3 className={styles.cardTitle}>{service.name}</h3>
            {service.description ? <p className={styles.muted}>{service.description}</p> : null}
            {service.price ? <p className={styles.eyebrow}>{service.price}</p> : null}
            {service.notes ? <p className={styles.small}>{service.notes}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
