import 'server-only';
import { fetchPublishedContent } from '@/content';
import { experimentOverridesQuery } from '@/content/queries';
import type { ExperimentArms } from '@/lib/experiments/arm-configs';
import { localOverrideValues } from '@/lib/experiments/overrides';

import { serverEnv } from '../env';
import { experimentNameSources } from '.';
import { consoleExperimentArms } from './console-api';
import { listExperimentNames } from './experiment-names';

/**
 * The published experiments, in the order the browser reads them (GET /api/statsig/experiments), with the values
 * their arms give a visitor:
 *   - no STATSIG_CLIENT_KEY: the local override adapter gives every visitor each active CMS `experimentOverride`,
 *     so an experiment has one arm, the override's value;
 *   - STATSIG_CLIENT_KEY: Statsig's groups, read from the console API (STATSIG_CONSOLE_KEY). Without a console key
 *     the arms cannot be known here: none are listed, and experiments apply in the browser only.
 */
export async function publishedExperimentArms(): Promise<ExperimentArms[]> {
  const env = serverEnv();
  const names = await listExperimentNames(experimentNameSources());
  if (!env.STATSIG_CLIENT_KEY) {
    const docs =
      (await fetchPublishedContent({ query: experimentOverridesQuery, params: {}, tags: ['experimentOverride'] })) ??
      [];
    const values = localOverrideValues(docs);
    return names.map((name) => ({ name, arms: values[name] ? [values[name]] : [] }));
  }
  if (!env.STATSIG_CONSOLE_KEY) return [];
  const arms = await consoleExperimentArms({ apiKey: env.STATSIG_CONSOLE_KEY });
  return names.map((name) => ({ name, arms: arms[name] ?? [] }));
}
