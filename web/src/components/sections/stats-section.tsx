import styles from './sections.module.css';
import type { SectionProps } from './types';

/** Key figures ("2 offers", "60 seconds"…): a description list, shown value above label. */
export function StatsSection({ section }: SectionProps<'statsSection'>) {
  const items = (section.items ?? []).filter((item) => item.value);
  if (items.length === 0) return null;
  return (
    <section aria-label="Key figures" style={{ paddingBlock: 'var(--chakra-spacing-10)' }}>
      <dl className={`container ${styles.stats}`}>
        {items.map((item) => (
          <div key={item._key} style={{ display: 'flex', flexDirection: 'column-reverse' }}>
            <dt className={styles.muted}>{item.label}</dt>
            <dd className={styles.statValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
