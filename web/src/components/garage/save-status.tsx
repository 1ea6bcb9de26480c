'use client';

import Link from 'next/link';
import type { SaveControlStrings } from './save-controls-context';
import styles from './garage.module.css';

/** What a Save control says after a press: saved (with the way to the garage), removed, or why it cannot keep it. */
export type SaveOutcome = 'saved' | 'removed' | 'refused' | null;

/**
 * The control's live message: always in the page (empty until a press), so screen readers announce what changed.
 * Without functional consent it explains and offers the cookie settings (a `#cookie-settings` link reopens the
 * consent dialog, docs/consent.md).
 */
export function SaveStatus({
  outcome,
  strings,
  savedText,
  removedText,
  compareHref,
}: {
  outcome: SaveOutcome;
  strings: SaveControlStrings;
  savedText: string;
  removedText: string;
  compareHref?: string | null;
}) {
  return (
    <p role="status" className={styles.saveStatus} data-outcome={outcome ?? undefined}>
      {outcome === 'saved' ? (
        <>
          {savedText}{' '}
          <Link href="/my-garage" prefetch={false}>
            {strings['garage.save.view']}
          </Link>
          {compareHref ? (
            <>
              {' · '}
              <a href={compareHref}>{strings['garage.save.compare']}</a>
            </>
          ) : null}
        </>
      ) : outcome === 'removed' ? (
        removedText
      ) : outcome === 'refused' ? (
        <>
          {strings['garage.consent.text']} <a href="#cookie-settings">{strings['garage.consent.change']}</a>
        </>
      ) : null}
    </p>
  );
}
