import type { ActivePopupsQueryResult } from '@/content/sanity.types';
import type { PopupCondition } from '@/lib/popups';

type QueriedPopup = NonNullable<ActivePopupsQueryResult>[number];

/**
 * One popup as the runtime shows it: its content (GET /api/popups) with its trigger's conditions (null fields left
 * out; lib/popups/trigger.ts).
 */
export type RuntimePopup = Omit<QueriedPopup, 'conditions'> & { conditions: PopupCondition[] | null };

/** The dialog's accessible name: the content heading, else the launcher text. */
export function popupTitle(popup: RuntimePopup): string {
  return popup.component?.title?.trim() || popup.button?.text?.trim() || 'Popup';
}
