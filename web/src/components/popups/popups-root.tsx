import { Suspense } from 'react';
import type { Language } from '@/lib/i18n/strings';
import { PopupsIslandLazy } from './popups-island-lazy';

/**
 * The popups runtime, on sites with active popups (`active`: the layout's loader knows). The page carries no popup
 * data (it would travel twice with every page, in the markup's payload): the runtime fetches the triggers after
 * load, and what a popup shows when one is about to open.
 */
export function PopupsRoot({ active, lang }: { active: boolean; lang: Language }) {
  if (!active) return null;
  return (
    // The client-only island reads useSearchParams; the boundary keeps that from suspending the page.
    <Suspense fallback={null}>
      <PopupsIslandLazy lang={lang} />
    </Suspense>
  );
}
