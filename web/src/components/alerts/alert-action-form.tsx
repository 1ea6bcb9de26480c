'use client';

import { useActionState, useEffect } from 'react';

import { fireAlertConfirmed } from '@/lib/tracking/fire-conversion';

import styles from './alert-action-form.module.css';

/** What the page's server action answers (app/[variant]/(minimal)/alerts/actions.ts). */
export type AlertActionResult =
  { kind: 'idle' } | { kind: 'done'; leadId?: string | null; first?: boolean } | { kind: 'expired' | 'failed' };

export interface AlertActionFormText {
  button: string;
  sending: string;
  done: string;
  expired: string;
  failed: string;
}

/**
 * The one button of an alert page (confirm, unsubscribe): a form that POSTs to a server action, so a GET of the
 * e-mail's link (a mail scanner's prefetch) changes nothing. Works without JavaScript: the post renders the page
 * again with the answer. A first confirmation fires the alert conversion, tied to the dealer's lead.
 */
export function AlertActionForm({
  action,
  token,
  text,
  tracksConfirmation = false,
}: {
  action: (previous: AlertActionResult, data: FormData) => Promise<AlertActionResult>;
  token: string;
  text: AlertActionFormText;
  tracksConfirmation?: boolean;
}) {
  const [result, submit, pending] = useActionState(action, { kind: 'idle' });
  const done = result.kind === 'done';

  useEffect(() => {
    if (tracksConfirmation && result.kind === 'done' && result.first && result.leadId)
      fireAlertConfirmed(result.leadId);
  }, [result, tracksConfirmation]);

  const message =
    result.kind === 'done'
      ? text.done
      : result.kind === 'expired'
        ? text.expired
        : result.kind === 'failed'
          ? text.failed
          : pending
            ? text.sending
            : '';
  return (
    <form action={submit} className={styles.form}>
      <input type="hidden" name="token" value={token} />
      {done ? null : (
        <button type="submit" className={styles.button} disabled={pending}>
          {text.button}
        </button>
      )}
      <p role="status" className={styles.status}>
        {message}
      </p>
    </form>
  );
}
