import type { PopupCondition } from './types';

/**
 * A popup split in two for the page: its trigger (what decides whether and when it shows: its id and
 * conditions), which every page carries, and its content (texts, form, look), which the browser asks for only
 * when a popup is about to show (GET /api/popups). Pure.
 */
export interface PopupTrigger {
  popupId: string;
  conditions: PopupCondition[] | null;
}

export function popupTrigger(popup: { popupId: string | null; conditions: PopupCondition[] | null }): PopupTrigger {
  return { popupId: popup.popupId ?? '', conditions: popup.conditions };
}

/** The popup whole again: its content with the conditions of its trigger (null when the content has no such id). */
export function joinPopup<C extends { popupId: string | null }>(
  trigger: PopupTrigger,
  contents: readonly C[],
): (C & { conditions: PopupCondition[] | null }) | null {
  const content = contents.find((item) => item.popupId === trigger.popupId);
  return content ? { ...content, conditions: trigger.conditions } : null;
}

/** Component kinds the popups runtime can render; popups naming another kind are not offered. */
export const RENDERABLE_COMPONENTS = ['unlockInventory', 'userLead', 'userLeadPhoneVerification'] as const;

export function isRenderablePopup(popup: {
  popupId: string | null;
  component: { type: string | null; html: string | null; componentName: string | null } | null;
}): boolean {
  const component = popup.component;
  if (!popup.popupId || !component) return false;
  if (component.type === 'html') return Boolean(component.html?.trim());
  return (RENDERABLE_COMPONENTS as readonly string[]).includes(component.componentName ?? '');
}
