/**
 * The browser key the whole garage is kept under (localStorage, functional consent only). A module of its own: the
 * Save controls' first-load island reads it, and nothing else of the garage's constants.
 */
export const GARAGE_STORAGE_KEY = 'myGarage';
