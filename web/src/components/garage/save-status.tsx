'use client';

import Link from 'next/link';
import type { SaveControlStrings } from '@/lib/garage/strings';

/** What a Save control says after a press: saved (with the way to the garage), removed, or why it cannot keep it. */
export type SaveOutcome = 'saved' | 'removed' | 'refused';

/**
 * The words of a control's live message after a press. The message element itself (`role="status"`, empty until a
 * press) is in the server's markup, so screen readers announce what changes in it; this fills it. Without
 * functional consent it explains and offers the cookie settings (a `#cookie-settings` link reopens the consent
 * dialog, docs/consent.md).
 */
export function SaveStatusMessage({
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
  if (outcome === 'removed') return removedText;
  if (outcome === 'refused')
    return (
      <>
        {strings['garage.consent.text']} <a href="#cookie-settings">{strings['garage.consent.change']}</a>
      </>
    );
  return (
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
  );
}
