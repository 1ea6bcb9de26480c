/**
 * Local overrides (no STATSIG_CLIENT_KEY): the active CMS experimentOverride documents become the experiment
 * values the local override adapter serves, so the site behaves as if every visitor were in each of them.
 */
import type { UiString } from '../i18n/strings';
import { experimentConfigFromValue, type ExperimentConfig } from './config';

/** An experimentOverride document as experimentOverridesQuery returns it. */
export interface ExperimentOverrideDoc {
  name: string | null;
  lang?: string | null;
  siteEnv?: string | null;
  settings?: string | null;
  popups?: Array<string | null> | null;
  langs?: UiString[] | null;
}

/** One override → the experiment value (the parameters a Statsig experiment of that name would carry). */
export function overrideValue(doc: ExperimentOverrideDoc): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  if (doc.lang) value.LANG = doc.lang;
  if (doc.siteEnv?.trim()) value.SITE_ENV = doc.siteEnv;
  if (doc.settings?.trim()) value.settings = doc.settings;
  const popups = (doc.popups ?? []).filter((id): id is string => Boolean(id));
  if (popups.length > 0) value.popups = popups;
  if (doc.langs && doc.langs.length > 0) value.langs = doc.langs;
  return value;
}

/**
 * Name → value for the local override adapter. A LANG of 'en' on an override is the Studio's initial value, not
 * an editor's decision, so it is kept only when the document sets nothing else (an explicit English experiment).
 */
export function localOverrideValues(docs: readonly ExperimentOverrideDoc[]): Record<string, Record<string, unknown>> {
  const values: Record<string, Record<string, unknown>> = {};
  for (const doc of docs) {
    const name = doc.name?.trim();
    if (!name) continue;
    const value = overrideValue(doc);
    const others = Object.keys(value).filter((key) => key !== 'LANG' && key !== 'SITE_ENV');
    if (value.LANG === 'en' && others.length > 0) delete value.LANG;
    values[name] = value;
  }
  return values;
}

/** Convenience for tests and the island: the typed configs of the overrides. */
export function localOverrideConfigs(docs: readonly ExperimentOverrideDoc[]): Record<string, ExperimentConfig> {
  return Object.fromEntries(
    Object.entries(localOverrideValues(docs)).map(([name, value]) => [name, experimentConfigFromValue(value)]),
  );
}
