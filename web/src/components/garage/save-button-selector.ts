/**
 * Every Save button: a car's (`data-save-vin`) and a search's (`data-save-search`). A module of its own, so the
 * Save controls' first-load island takes this line and none of the markup's attributes (save-control-markup.ts).
 */
export const SAVE_BUTTON_SELECTOR = 'button[data-save-vin], button[data-save-search]';
