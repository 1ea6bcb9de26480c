import type { ActivePopupsQueryResult } from '@/content/sanity.types';
import type { PopupCondition } from '@/lib/popups';

type QueriedPopup = NonNullable<ActivePopupsQueryResult>[number];

/** One popup as the runtime receives it from the server (activePopupsQuery, conditions without null fields). */
export type RuntimePopup = Omit<QueriedPopup, 'conditions'> & { conditions: PopupCondition[] | null };

/** Component kinds this runtime can render inside a popup; popups naming another kind are not offered. */
export const RENDERABLE_COMPONENTS = ['unlockInventory', 'userLead', 'userLeadPhoneVerification'] as const;

export function isRenderablePopup(popup: QueriedPopup | RuntimePopup): boolean {
  const component = popup.component;
  if (!popup.popupId || !component) return false;
  if (component.type === 'html') return Boolean(component.html?.trim());
  return (RENDERABLE_COMPONENTS as readonly string[]).includes(component.componentName ?? '');
}

/** The dialog's accessible name: the content heading, else the launcher text. */
export function popupTitle(popup: RuntimePopup): string {
  return popup.component?.title?.trim() || popup.button?.text?.trim() || 'Popup';
}
