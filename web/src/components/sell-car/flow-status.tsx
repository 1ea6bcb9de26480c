import formStyles from '../forms/lead-form.module.css';
import styles from './sell-flow.module.css';

export interface FlowStatus {
  tone: 'info' | 'error';
  text: string;
  /** A button under the message that takes the visitor to the step to fix. */
  goTo?: string;
}

/** The flow's status line (announced politely), with a way to the step to fix when the message names one. */
export function FlowStatusLine({
  status,
  currentStep,
  goToLabel,
  onGoTo,
}: {
  status: FlowStatus | null;
  currentStep: string;
  goToLabel: string;
  onGoTo: (stepId: string) => void;
}) {
  const target = status?.goTo;
  return (
    <div className={styles.statusBox}>
      <p
        role="status"
        aria-live="polite"
        className={[formStyles.status, status?.tone === 'error' ? formStyles.statusError : ''].join(' ')}
      >
        {status?.text ?? ''}
      </p>
      {target && target !== currentStep ? (
        <button type="button" className={styles.linkButton} onClick={() => onGoTo(target)}>
          {goToLabel}
        </button>
      ) : null}
    </div>
  );
}
