import type { ActivePopupsQueryResult } from '@/content/sanity.types';

/** One popup as the runtime receives it from the server (activePopupsQuery). */
export type RuntimePopup = NonNullable<ActivePopupsQueryResult>[number];

/** Component kinds this runtime can render inside a popup; popups naming another kind are not offered. */
export const RENDERABLE_COMPONENTS = ['unlockInventory', 'userLead', 'userLeadPhoneVerification'] as const;

export function isRenderablePopup(popup: RuntimePopup): boolean {
  const component = popup.component;
  if (!popup.popupId || !component) return false;
  if (component.type === 'html') return Boolean(component.html?.trim());
  return (RENDERABLE_COMPONENTS as readonly string[]).includes(component.componentName ?? '');
}

/** The dialog's accessible name: the content heading, else the launcher text. */
export function popupTitle(popup: RuntimePopup): string {
  return popup.component?.title?.trim() || popup.button?.text?.trim() || 'Popup';
}
