/**
 * The contract between the Save controls' markup (save-vehicle-control.tsx, save-search-control.tsx, rendered by the
 * server) and the page's one island that drives them (save-controls.tsx, save-controls-controller.tsx): which
 * attributes mark what.
 */

/** A control's wrapper: its button and its live message. */
export const SAVE_CONTROL = { 'data-save-control': '' } as const;
/** The live message (`role="status"`), filled by the island after a press. */
export const SAVE_STATUS = { 'data-save-status': '' } as const;

export { SAVE_BUTTON_SELECTOR } from './save-button-selector';
