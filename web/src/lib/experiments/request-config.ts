/**
 * The part of a visitor's experiment config the server renders with (`settings` merged over the site
 * settings, `langs` merged into the strings). The flag client runs in the browser after consent and load, so it
 * hands this part to the server in a cookie; pages render with it from the visitor's next page on. Decision: no
 * re-render of the page being read, so nothing moves under the visitor (islands such as the popups apply their
 * part at once).
 *
 * The cookie is the visitor's own and could be edited by them, so the server takes only what it can check:
 * the settings an experiment may vary (the three menus, links to this site, https, tel: or mailto:) and strings
 * (always rendered as text). Pure.
 */
import '@/lib/zod-jitless';
import { z } from 'zod';
import type { UiString } from '../i18n/strings';
import { mergeUiStrings, type MergedExperimentConfig } from './config';
import { EXPERIMENT_SETTINGS_KEYS, serializeExperimentCookie } from './experiment-cookie';

export { EXPERIMENT_CONFIG_COOKIE, EXPERIMENT_COOKIE_MAX_LENGTH, EXPERIMENT_SETTINGS_KEYS } from './experiment-cookie';

const SAFE_HREF = /^(\/(?!\/)|https:\/\/|tel:|mailto:)/;
const text = (max: number) => z.string().trim().min(1).max(max);

const link = z.object({
  _key: z.string().max(64).optional(),
  label: text(80),
  labelEs: text(80).optional(),
  href: text(500).regex(SAFE_HREF),
});

const menuGroup = z.object({
  _key: z.string().max(64).optional(),
  label: text(80),
  labelEs: text(80).optional(),
  href: text(500).regex(SAFE_HREF).optional(),
  links: z.array(link).max(30).optional(),
});

/** The site settings an experiment may vary per visitor (docs/architecture.md#experiments): one schema per listed key. */
const experimentSettingsSchema = z.object({
  headerMenu: z.array(link).max(12).optional(),
  mainMenu: z.array(menuGroup).max(12).optional(),
  footerMenu: z.array(link).max(30).optional(),
} satisfies Record<(typeof EXPERIMENT_SETTINGS_KEYS)[number], z.ZodType>);

export type ExperimentSettings = z.infer<typeof experimentSettingsSchema>;

const uiString = z.object({
  key: z.string().min(1).max(120),
  en: z.string().max(2000).nullable().optional(),
  es: z.string().max(2000).nullable().optional(),
});

const cookieSchema = z.object({
  settings: z.record(z.string(), z.unknown()).optional(),
  langs: z.array(uiString).max(100).optional(),
});

export interface RequestExperimentConfig {
  settings: ExperimentSettings;
  langs: UiString[];
}

/** Menu entries need React keys; an experiment's may come without them. */
function withKeys<T extends { _key?: string; links?: { _key?: string }[] }>(items: T[], prefix: string): T[] {
  return items.map((item, index) => ({
    ...item,
    _key: item._key || `${prefix}-${index}`,
    ...(item.links ? { links: withKeys(item.links, `${prefix}-${index}`) } : {}),
  }));
}

/** Each allowed setting on its own: a malformed menu is dropped, the rest still applies. */
function allowedSettings(settings: Record<string, unknown> | undefined): ExperimentSettings {
  const allowed: ExperimentSettings = {};
  for (const key of EXPERIMENT_SETTINGS_KEYS) {
    if (settings?.[key] === undefined) continue;
    const parsed = experimentSettingsSchema.shape[key].safeParse(settings[key]);
    const items: { _key?: string; links?: { _key?: string }[] }[] | undefined = parsed.success
      ? parsed.data
      : undefined;
    if (items) Object.assign(allowed, { [key]: withKeys(items, key) });
  }
  return allowed;
}

/**
 * The cookie value for a merged config (JSON; the cookie writer URI-encodes it), or null when nothing in it is
 * for the server, or when it would be too large.
 */
export function experimentCookieValue(merged: Pick<MergedExperimentConfig, 'settings' | 'langs'>): string | null {
  return serializeExperimentCookie(allowedSettings(merged.settings), merged.langs);
}

/** The cookie as the server reads it (already URI-decoded); anything it cannot check is ignored. */
export function readExperimentCookie(value: string | undefined): RequestExperimentConfig | null {
  if (!value) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    try {
      // A reader that hands over the cookie still URI-encoded.
      raw = JSON.parse(decodeURIComponent(value));
    } catch {
      return null;
    }
  }
  const parsed = cookieSchema.safeParse(raw);
  if (!parsed.success) return null;
  const settings = allowedSettings(parsed.data.settings);
  const langs: UiString[] = (parsed.data.langs ?? []).map((item) => ({
    key: item.key,
    en: item.en ?? null,
    es: item.es ?? null,
  }));
  if (Object.keys(settings).length === 0 && langs.length === 0) return null;
  return { settings, langs };
}

/** Site settings and strings for this request: the experiment's values over the CMS's. */
export function withRequestExperiment<S extends { uiStrings?: UiString[] | null }>(
  settings: S,
  experiment: RequestExperimentConfig | null,
): S {
  if (!experiment) return settings;
  // The menus have the CMS's shape (every entry keyed, see withKeys), so the result is still an S.
  return {
    ...settings,
    ...experiment.settings,
    uiStrings: mergeUiStrings(settings.uiStrings ?? [], experiment.langs),
  } as S;
}
