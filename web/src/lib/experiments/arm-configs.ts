/**
 * Every experiment config a visitor's cookie can rightly carry, computed from the published experiments' arms the
 * way the browser computes its own (components/tracking/experiments-island.tsx): each experiment gives the visitor
 * one of its arms, or nothing when the visitor is not in it; the values are merged in the experiments' order and
 * reduced to the server's part (request-config.ts). The server admits a cookie's config as a cache variant only when
 * it is one of these (server/site/experiment-variants.ts). Pure.
 */
import { experimentConfigFromValue, mergeExperimentConfigs, type ExperimentConfig, type SiteEnv } from './config';
import { EXPERIMENT_SETTINGS_KEYS } from './experiment-cookie';
import { experimentCookieValue, readExperimentCookie, type RequestExperimentConfig } from './request-config';

/** One experiment and the values of its arms (Statsig groups' parameters, or a CMS override's one value). */
export interface ExperimentArms {
  name: string;
  arms: readonly unknown[];
}

/**
 * Combinations computed at most. A dealer site runs a handful of experiments with a few arms each; only those whose
 * arms change menus or strings count, so this is far above any real setup.
 */
export const MAX_ARM_COMBINATIONS = 4096;

/** Does this arm change anything the server renders (menus, strings) in this environment? */
function changesServer(config: ExperimentConfig, siteEnv: SiteEnv): boolean {
  if (config.SITE_ENV && config.SITE_ENV !== siteEnv) return false;
  const settings = config.settings ?? {};
  return (config.langs?.length ?? 0) > 0 || EXPERIMENT_SETTINGS_KEYS.some((key) => settings[key] !== undefined);
}

/** The server's part of every combination of arms (one per experiment, or none), without repeats. */
export function armRequestConfigs(experiments: readonly ExperimentArms[], siteEnv: SiteEnv): RequestExperimentConfig[] {
  // Experiments (and arms) that change nothing on the server cannot change the cookie: left out.
  const relevant = experiments
    .map(({ name, arms }) => ({
      name,
      arms: arms.map(experimentConfigFromValue).filter((config) => changesServer(config, siteEnv)),
    }))
    .filter(({ arms }) => arms.length > 0);
  let combinations: ExperimentConfig[][] = [[]];
  for (const { arms } of relevant) {
    const next: ExperimentConfig[][] = [];
    for (const combination of combinations) {
      for (const choice of [{}, ...arms]) {
        if (next.length < MAX_ARM_COMBINATIONS) next.push([...combination, choice]);
      }
    }
    combinations = next;
  }
  const configs = new Map<string, RequestExperimentConfig>();
  for (const combination of combinations) {
    const merged = mergeExperimentConfigs(
      relevant.map(({ name }, index) => ({ name, config: combination[index] ?? {} })),
      siteEnv,
    );
    // Through the cookie's own writer and reader, so the result is exactly what the server reads from a real one.
    const config = readExperimentCookie(experimentCookieValue(merged) ?? undefined);
    if (config) configs.set(JSON.stringify(config), config);
  }
  return [...configs.values()];
}
