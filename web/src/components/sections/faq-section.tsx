import { RichText } from '../ui/portable-text';
import { Section } from '../ui/section';
import styles from './sections.module.css';
import type { SectionWithDataProps } from './types';

/** Questions of one topic as native disclosures (<details>): keyboard and screen-reader friendly without script. */
export function FaqSection({ section, data: { faqs } }: SectionWithDataProps<'faqSection'>) {
  if (faqs.length === 0) return null;
  return (
    <Section id={section._key} title={section.title}>
      <div className={styles.faqList}>
        {faqs.map((faq) => (
          <details key={faq._id} className={styles.faq}>
            <summary>{faq.question}</summary>
            <div className={styles.faqAnswer}>
              <RichText value={faq.answer} />
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
