'use client';

import type { ConsentButton, ConsentStrings } from '@/lib/consent';
import styles from './consent.module.css';

const BUTTON_LABEL: Record<ConsentButton, keyof ConsentStrings> = {
  close: 'cookies.close',
  customize: 'cookies.customize',
  acceptAll: 'cookies.acceptAll',
  deny: 'cookies.deny',
};

interface ConsentMainViewProps {
  strings: ConsentStrings;
  policyHref: string | null;
  /** Global Privacy Control is on: the notice says targeting stays off. */
  gpc: boolean;
  buttons: readonly ConsentButton[];
  /** While the chosen answer fades out, the buttons take no second answer. */
  disabled: boolean;
  onButton: (button: ConsentButton) => void;
}

/** The consent UI's first view: what the site uses cookies for, the policy link and the tier's answers. */
export function ConsentMainView({ strings, policyHref, gpc, buttons, disabled, onButton }: ConsentMainViewProps) {
  return (
    <>
      <h2 id="consent-title" className={styles.title}>
        {strings['cookies.title']}
      </h2>
      <p id="consent-text" className={styles.text}>
        {strings['cookies.text']}{' '}
        {policyHref ? (
          <a href={policyHref} className={styles.link}>
            {strings['cookies.policy']}
          </a>
        ) : null}
      </p>
      {gpc ? (
        <p className={styles.notice} data-testid="consent-gpc">
          {strings['cookies.gpc']}
        </p>
      ) : null}
      <div className={styles.actions}>
        {buttons.map((button, index) => (
          <button
            key={button}
            type="button"
            data-autofocus={index === 0 ? '' : undefined}
            disabled={disabled}
            className={button === 'customize' ? styles.secondary : styles.primary}
            onClick={() => onButton(button)}
          >
            {strings[BUTTON_LABEL[button]]}
          </button>
        ))}
      </div>
    </>
  );
}
