/**
 * Experiment config: what an experiment may change for the visitors in it. LANG (default en), SITE_ENV
 * (local means development; the config applies only in that environment), settings (merged over the site
 * settings), popups (replaces the popups list; popup ids) and langs (merged over the interface strings).
 * The same shape comes from Statsig experiment parameters or from the CMS experimentOverride documents.
 */
import type { Language, UiString } from '../i18n/strings';

export type SiteEnv = 'development' | 'staging' | 'production';

export interface ExperimentConfig {
  LANG?: Language;
  SITE_ENV?: SiteEnv;
  settings?: Record<string, unknown>;
  popups?: string[];
  langs?: UiString[];
}

/** The visitor's combined config: which experiments applied, in order, and their merged values. */
export interface MergedExperimentConfig {
  names: string[];
  LANG: Language | null;
  settings: Record<string, unknown>;
  popups: string[] | null;
  langs: UiString[];
}

const SITE_ENVS: readonly SiteEnv[] = ['development', 'staging', 'production'];

/** 'local' and 'dev' count as development; unknown values are not an environment. */
export function normalizeSiteEnv(value: unknown): SiteEnv | null {
  if (typeof value !== 'string') return null;
  const env = value.trim().toLowerCase();
  if (env === 'local' || env === 'dev') return 'development';
  if (env === 'prod') return 'production';
  return (SITE_ENVS as readonly string[]).includes(env) ? (env as SiteEnv) : null;
}

/**
 * The environment experiment configs are scoped to: SITE_ENV as the operator set it (`local` counts as
 * development), else the one Node runs in, else development. NODE_ENV alone cannot tell a staging server from
 * production: both run production builds.
 */
export function resolveSiteEnv(siteEnvVariable: string | undefined, nodeEnv: string | undefined): SiteEnv {
  return normalizeSiteEnv(siteEnvVariable) ?? normalizeSiteEnv(nodeEnv) ?? 'development';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseSettings(value: unknown): Record<string, unknown> | undefined {
  if (isRecord(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function parseLangs(value: unknown): UiString[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const strings = value.filter(
    (item): item is UiString => isRecord(item) && typeof item.key === 'string' && item.key !== '',
  );
  return strings.map((item) => ({
    key: item.key,
    en: typeof item.en === 'string' ? item.en : null,
    es: typeof item.es === 'string' ? item.es : null,
  }));
}

/**
 * An experiment's value (Statsig parameters or a CMS override) → config; anything malformed is dropped field by
 * field, so a typo in the console never breaks the page. `settings` may be an object or a JSON string.
 */
export function experimentConfigFromValue(value: unknown): ExperimentConfig {
  if (!isRecord(value)) return {};
  const config: ExperimentConfig = {};
  const lang = typeof value.LANG === 'string' ? value.LANG.trim().toLowerCase() : '';
  if (lang === 'en' || lang === 'es') config.LANG = lang;
  const env = normalizeSiteEnv(value.SITE_ENV);
  if (env) config.SITE_ENV = env;
  const settings = parseSettings(value.settings);
  if (settings) config.settings = settings;
  if (Array.isArray(value.popups)) {
    config.popups = value.popups.filter((id): id is string => typeof id === 'string' && id !== '');
  }
  const langs = parseLangs(value.langs);
  if (langs) config.langs = langs;
  return config;
}

/** A config without SITE_ENV applies everywhere; with one, only in that environment. */
export function appliesToSiteEnv(config: ExperimentConfig, siteEnv: unknown): boolean {
  if (!config.SITE_ENV) return true;
  return config.SITE_ENV === normalizeSiteEnv(siteEnv);
}

/** Later strings win per key; a later entry's empty language keeps the earlier text. */
export function mergeUiStrings(base: readonly UiString[], overrides: readonly UiString[]): UiString[] {
  const byKey = new Map<string, UiString>();
  for (const item of [...base, ...overrides]) {
    if (!item.key) continue;
    const previous = byKey.get(item.key);
    byKey.set(item.key, {
      key: item.key,
      en: item.en || previous?.en || null,
      es: item.es || previous?.es || null,
    });
  }
  return [...byKey.values()];
}

/**
 * The configs of the visitor's experiments (in the order the experiments are listed), for this environment:
 * LANG and popups from the last experiment that sets them, settings shallow-merged, langs merged by key.
 */
export function mergeExperimentConfigs(
  entries: ReadonlyArray<{ name: string; config: ExperimentConfig }>,
  siteEnv: unknown,
): MergedExperimentConfig {
  const merged: MergedExperimentConfig = { names: [], LANG: null, settings: {}, popups: null, langs: [] };
  for (const { name, config } of entries) {
    if (!appliesToSiteEnv(config, siteEnv)) continue;
    if (Object.keys(config).filter((key) => key !== 'SITE_ENV').length === 0) continue;
    merged.names.push(name);
    if (config.LANG) merged.LANG = config.LANG;
    if (config.settings) merged.settings = { ...merged.settings, ...config.settings };
    if (config.popups) merged.popups = [...config.popups];
    if (config.langs) merged.langs = mergeUiStrings(merged.langs, config.langs);
  }
  return merged;
}
