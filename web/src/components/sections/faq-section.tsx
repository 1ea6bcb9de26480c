import { fetchContent } from '@/content';
import { faqsByTopicQuery } from '@/content/queries';
import { RichText } from '../ui/portable-text';
import { Section } from '../ui/section';
import styles from './sections.module.css';
import type { SectionProps } from './types';

/** Questions of one topic as native disclosures (<details>): keyboard and screen-reader friendly without script. */
export async function FaqSection({ section }: SectionProps<'faqSection'>) {
  if (!section.topic) return null;
  const faqs = await fetchContent({ query: faqsByTopicQuery, params: { topic: section.topic }, tags: ['faq'] });
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
