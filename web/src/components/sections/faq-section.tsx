import { RichText } from '../ui/portable-text';
import { Section } from '../ui/section';
import styles from './sections.module.css';
import type { SectionWithDataProps } from './types';

/** Questions of one topic as native disclosures (<details>): keyboard and screen-reader friendly without script. */
export function FaqSection({ id, section, data: { faqs } }: SectionWithDataProps<'faqSection'>) {
  if (faqs.length === 0) return null;
  return (
    <Section id={id} title={section.title}>
      {/* The questions are styled by position (sections.module.css `.faqList`), the answer is the prose block. */}
      <div className={styles.faqList}>
        {faqs.map((faq, index) => (
          <details key={index}>
            <summary>{faq.question}</summary>
            <RichText value={faq.answer} />
          </details>
        ))}
      </div>
    </Section>
  );
}
