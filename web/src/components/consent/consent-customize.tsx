'use client';

import { useState } from 'react';
import {
  defaultCustomizeSwitches,
  isCategoryAllowed,
  OPTIONAL_CATEGORIES,
  type ConsentState,
  type ConsentStrings,
  type OptionalCategory,
} from '@/lib/consent';
import styles from './consent.module.css';

interface ConsentCustomizeProps {
  strings: ConsentStrings;
  consent: ConsentState;
  disabled: boolean;
  onBack: () => void;
  onSave: (enabled: Record<OptionalCategory, boolean>) => void;
}

/** Initial switches: the visitor's current choice, or all on before any choice; GPC keeps targeting off. */
function initialSwitches(consent: ConsentState): Record<OptionalCategory, boolean> {
  if (!consent.decided || consent.tier < 2) return defaultCustomizeSwitches(consent.gpc);
  return {
    functional: isCategoryAllowed(consent, 'functional'),
    analytics: isCategoryAllowed(consent, 'analytics'),
    targeting: isCategoryAllowed(consent, 'targeting'),
  };
}

/** The customise view: one switch per category, essential locked on, targeting locked off under GPC. */
export function ConsentCustomize({ strings, consent, disabled, onBack, onSave }: ConsentCustomizeProps) {
  const [enabled, setEnabled] = useState(() => initialSwitches(consent));

  return (
    <>
      <h2 id="consent-title" className={styles.title}>
        {strings['cookies.customizeTitle']}
      </h2>
      <p id="consent-text" className={styles.text}>
        {strings['cookies.text']}
      </p>
      {consent.gpc ? (
        <p id="consent-gpc" className={styles.notice} data-testid="consent-gpc">
          {strings['cookies.gpc']}
        </p>
      ) : null}
      <ul className={styles.categories}>
        <li className={styles.category}>
          <label className={styles.switchRow}>
            <input type="checkbox" role="switch" checked disabled aria-describedby="consent-essential-text" />
            <span className={styles.switchLabel}>
              {strings['cookies.essential']} <span className={styles.locked}>({strings['cookies.alwaysOn']})</span>
            </span>
          </label>
          <p id="consent-essential-text" className={styles.description}>
            {strings['cookies.essential.text']}
          </p>
        </li>
        {OPTIONAL_CATEGORIES.map((category, index) => {
          const locked = category === 'targeting' && consent.gpc;
          const descriptionId = `consent-${category}-text`;
          return (
            <li key={category} className={styles.category}>
              <label className={styles.switchRow}>
                <input
                  type="checkbox"
                  role="switch"
                  name={category}
                  autoFocus={index === 0}
                  checked={enabled[category] && !locked}
                  disabled={locked || disabled}
                  aria-describedby={locked ? `${descriptionId} consent-gpc` : descriptionId}
                  onChange={(event) => setEnabled({ ...enabled, [category]: event.currentTarget.checked })}
                />
                <span className={styles.switchLabel}>{strings[`cookies.${category}`]}</span>
              </label>
              <p id={descriptionId} className={styles.description}>
                {strings[`cookies.${category}.text`]}
              </p>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} disabled={disabled} onClick={onBack}>
          {strings['cookies.back']}
        </button>
        <button type="button" className={styles.primary} disabled={disabled} onClick={() => onSave(enabled)}>
          {strings['cookies.save']}
        </button>
      </div>
    </>
  );
}
