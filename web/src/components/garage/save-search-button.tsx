'use client';

import { useState } from 'react';
import { isSearchSaved, removeSearch, saveSearch } from '@/lib/garage/storage';
import type { GarageAnswer } from '@/lib/garage/facts';
import { updateGarage, useGarage } from './garage-store';
import { useSaveControlStrings } from './save-controls-context';
import { SaveStatus, type SaveOutcome } from './save-status';
import styles from './garage.module.css';

/** The matches of a search now, from the garage API (what the shopper has seen when saving it). */
async function currentMatches(href: string): Promise<{ vins: string[]; count: number } | null> {
  try {
    const response = await fetch('/api/garage', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ vins: [], searches: [href] }),
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as GarageAnswer;
    return answer.searches[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * "Save this search" on search results: a toggle button keeping the search's address, its heading and the cars it
 * lists now (their VINs), so the garage can count what is new since (docs/garage.md).
 */
export function SaveSearchButton({
  href,
  label,
  pageVins,
  total,
}: {
  /** The clean filter path and sort (lib/garage/saved-search-href.ts). */
  href: string;
  label: string;
  /** The VINs on the page shown, kept if the full list cannot be had. */
  pageVins: string[];
  total: number;
}) {
  const strings = useSaveControlStrings();
  const garage = useGarage();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [busy, setBusy] = useState(false);
  if (!strings) return null;
  const saved = isSearchSaved(garage, href);
  const toggle = async () => {
    if (saved) {
      setOutcome(updateGarage((state) => removeSearch(state, href)) ? 'removed' : 'refused');
      return;
    }
    // Refuse at once without consent: no request for a list that could not be kept.
    if (!updateGarage((state) => state)) {
      setOutcome('refused');
      return;
    }
    setBusy(true);
    const matches = (await currentMatches(href)) ?? { vins: pageVins, count: total };
    setBusy(false);
    const kept = updateGarage((state) =>
      saveSearch(state, { href, label, vins: matches.vins, count: matches.count, savedAt: new Date().toISOString() }),
    );
    setOutcome(kept ? 'saved' : 'refused');
    if (kept) void import('@/lib/tracking/fire-conversion').then((module) => module.fireSearchSaved(href));
  };
  return (
    <div className={styles.pageSave}>
      <button
        type="button"
        className={styles.saveButton}
        aria-pressed={saved}
        aria-busy={busy || undefined}
        onClick={() => void toggle()}
        data-testid="save-search"
      >
        <span aria-hidden="true" className={styles.saveMark}>
          {saved ? '♥' : '♡'}
        </span>
        {strings['garage.search.label']}
      </button>
      <SaveStatus
        outcome={outcome}
        strings={strings}
        savedText={strings['garage.search.saved']}
        removedText={strings['garage.search.removed']}
      />
    </div>
  );
}
