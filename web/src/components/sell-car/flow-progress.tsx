import styles from './sell-flow.module.css';
import { format, type SellFlowStrings } from './strings';

/** "Step n of m: title" and a bar of the steps, the current one marked for assistive technology. */
export function FlowProgress({
  steps,
  index,
  strings,
}: {
  steps: readonly { id: string; title: string }[];
  index: number;
  strings: SellFlowStrings;
}) {
  const progressText = format(strings['sellFlow.progress'], {
    current: index + 1,
    total: steps.length,
    title: steps[index]?.title ?? '',
  });
  return (
    <div className={styles.progress}>
      <p className={styles.progressText}>{progressText}</p>
      <ol className={styles.progressBar} aria-label={strings['sellFlow.progressLabel']}>
        {steps.map((item, position) => (
          <li
            key={item.id}
            aria-current={position === index ? 'step' : undefined}
            className={[
              styles.progressItem,
              position < index ? styles.progressDone : '',
              position === index ? styles.progressCurrent : '',
            ].join(' ')}
          >
            <span className={styles.visuallyHidden}>{item.title}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
