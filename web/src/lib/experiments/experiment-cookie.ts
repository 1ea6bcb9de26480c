/**
 * The experiment cookie's name and how a config the browser already checked is written into it. No schema library
 * here: the browser writes the cookie on every page after the flag client ran, and only menus need the schema
 * (request-config.ts), so a config that varies strings or browser-only settings writes its cookie without it.
 */
import type { UiString } from '../i18n/strings';

export const EXPERIMENT_CONFIG_COOKIE = 'experimentConfig';

/** Above this the cookie would crowd the request headers: the config then applies in the browser only. */
export const EXPERIMENT_COOKIE_MAX_LENGTH = 3000;

/** The site settings an experiment may vary per visitor (docs/architecture.md#experiments); the schema checks each one. */
export const EXPERIMENT_SETTINGS_KEYS = ['headerMenu', 'mainMenu', 'footerMenu'] as const;

/** True when the merged settings name a setting the server renders (which must pass the schema first). */
export function hasServerSettings(settings: Record<string, unknown>): boolean {
  return EXPERIMENT_SETTINGS_KEYS.some((key) => settings[key] !== undefined);
}

/**
 * The cookie value for settings already checked and the experiment's strings (JSON; the cookie writer URI-encodes
 * it), or null when nothing in it is for the server, or when it would be too large.
 */
export function serializeExperimentCookie(settings: object, langs: readonly UiString[]): string | null {
  const keyed = langs.filter((item) => item.key);
  const hasSettings = Object.keys(settings).length > 0;
  if (!hasSettings && keyed.length === 0) return null;
  const value = JSON.stringify({
    ...(hasSettings ? { settings } : {}),
    ...(keyed.length > 0 ? { langs: keyed } : {}),
  });
  return encodeURIComponent(value).length > EXPERIMENT_COOKIE_MAX_LENGTH ? null : value;
}
