import { Section } from '../ui/section';
import styles from './sections.module.css';
import type { SectionWithDataProps } from './types';

/** Open job positions. */
export function PositionsSection({ id, section, data: { positions } }: SectionWithDataProps<'positionsSection'>) {
  return (
    <Section id={id} title={section.title}>
      {positions.length === 0 ? (
        <p className={styles.empty}>There are no open positions right now. Please check back later.</p>
      ) : (
        <ul className={styles.gridWide}>
          {positions.map((position) => (
            <li key={position._id} className={styles.card}>
              <h3 className={styles.cardTitle}>{position.title}</h3>
              <p className={`${styles.small} ${styles.muted}`}>
                {[
                  position.department,
                  position.employmentType,
                  position.store
                    ? `${position.store.name ?? ''}${position.store.city ? `, ${position.store.city}` : ''}`
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {position.summary ? <p>{position.summary}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
