import type { FormStatus } from './form-types';
import styles from '../lead-form.module.css';

/** The form's aria-live status line; empty (but present) while there is nothing to say, so it is announced. */
export function FormStatusLine({ status, id }: { status: FormStatus | null; id?: string }) {
  const toneClass =
    status?.tone === 'success' ? styles.statusSuccess : status?.tone === 'error' ? styles.statusError : '';
  return (
    <p id={id} className={`${styles.status} ${toneClass}`} role="status" aria-live="polite">
      {status?.text ?? ''}
    </p>
  );
}
