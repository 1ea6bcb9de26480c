import { Section } from '../ui/section';
import styles from './sections.module.css';
import type { SectionProps } from './types';

/** Numbered steps (how it works). */
export function StepsSection({ id, section }: SectionProps<'stepsSection'>) {
  const steps = section.steps ?? [];
  if (steps.length === 0) return null;
  return (
    <Section id={id} title={section.title} tone="tinted">
      <ol className={styles.steps}>
        {/* Each step's parts are styled by position (sections.module.css `.steps`). */}
        {steps.map((step, index) => (
          <li key={index}>
            <h3>{step.title}</h3>
            {step.text ? <p>{step.text}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
