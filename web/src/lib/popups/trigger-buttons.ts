import type { PopupDefinition } from './types';

/**
 * The trigger buttons the site renders for item-clicked popups (docs/popups.md#trigger-buttons): a button carries
 * `data-popup-trigger="<id>"`, and a popup opens on it with the selector `[data-popup-trigger="<id>"]`. Pure.
 */
export const POPUP_TRIGGER_BUTTONS = ['price-alert', 'offer-help'] as const;
export type PopupTriggerButtonId = (typeof POPUP_TRIGGER_BUTTONS)[number];

export const popupTriggerSelector = (id: PopupTriggerButtonId) => `[data-popup-trigger="${id}"]`;

const TRIGGER_SELECTOR = /^\[data-popup-trigger=(["']?)([a-z0-9-]+)\1\]$/i;

/** The trigger button an item-clicked selector names, or null for any other selector. */
export function triggerButtonOf(selector: string | null | undefined): PopupTriggerButtonId | null {
  const id = TRIGGER_SELECTOR.exec(selector?.trim() ?? '')?.[2] ?? null;
  return (POPUP_TRIGGER_BUTTONS as readonly string[]).includes(id ?? '') ? (id as PopupTriggerButtonId) : null;
}

/**
 * The trigger buttons worth showing: those an item-clicked rule of a popup that can still show opens on (a finished
 * popup never shows again, so its button would do nothing). In the order of POPUP_TRIGGER_BUTTONS.
 */
export function wantedTriggerButtons(
  popups: readonly PopupDefinition[],
  finished: readonly string[],
): PopupTriggerButtonId[] {
  const wanted = new Set<PopupTriggerButtonId>();
  for (const popup of popups) {
    if (!popup.popupId || finished.includes(popup.popupId)) continue;
    for (const condition of popup.conditions ?? []) {
      for (const rule of condition.rules ?? []) {
        if (rule._type !== 'popupRuleItemClicked') continue;
        const id = triggerButtonOf(rule.selector);
        if (id) wanted.add(id);
      }
    }
  }
  return POPUP_TRIGGER_BUTTONS.filter((id) => wanted.has(id));
}
