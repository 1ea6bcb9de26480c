import { Section } from '../ui/section';
import styles from './sections.module.css';
import type { SectionProps } from './types';

/** Numbered steps (how it works). */
export function StepsSection({ section }: SectionProps<'stepsSection'>) {
  const steps = section.steps ?? [];
  if (steps.length === 0) return null;
  return (
    <Section id={section._key} title={section.title} tone="tinted">
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step._key} className={styles.step}>
            <h3 className={styles.cardTitle}>{step.title}</h3>
            {step.text ? <p className={styles.muted}>{step.text}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
