import { Section } from '../ui/section';
import styles from './sections.module.css';
import type { SectionProps } from './types';

/** Comparison chart as a real data table: caption, column headers and row headers. */
export function ComparisonSection({ id, section }: SectionProps<'comparisonSection'>) {
  const columns = section.columns ?? [];
  const rows = section.rows ?? [];
  if (columns.length === 0 || rows.length === 0) return null;
  return (
    <Section id={id} title={section.title}>
      <div className={styles.tableWrap} role="region" aria-label={section.title ?? 'Comparison'} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">{section.title ?? 'Comparison'}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._key}>
                <th scope="row">{row.label}</th>
                {columns.map((_, index) => (
                  <td key={index}>{row.values?.[index] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {section.note ? <p className={styles.note}>{section.note}</p> : null}
    </Section>
  );
}
