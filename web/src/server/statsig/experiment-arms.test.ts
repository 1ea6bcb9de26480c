/**
 * The published experiments' arms as the server reads them (the seed's CMS overrides, no Statsig key): the config
 * the browser writes for them is among the configs the server admits (lib/experiments/arm-configs.ts).
 */
import { embeddedDataset } from '@/content/embedded/dataset';
import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { armRequestConfigs } from '@/lib/experiments/arm-configs';
import {
  experimentConfigFromValue,
  experimentCookieValue,
  localOverrideValues,
  mergeExperimentConfigs,
  readExperimentCookie,
  type ExperimentOverrideDoc,
} from '@/lib/experiments';
import { activeExperimentNamesQuery, experimentOverridesQuery } from '@/content/queries';

import { publishedExperimentArms } from './experiment-arms';

let dataset = embeddedDataset('sell-car');
jest.mock('@/content', () => ({
  fetchPublishedContent: ({ query }: { query: string }) => runEmbeddedQuery(dataset, query),
}));

test.each(['sell-car', 'dealership'])(
  '%s: the browser’s config from the seeded overrides is admitted',
  async (name) => {
    dataset = embeddedDataset(name);
    const arms = await publishedExperimentArms();
    const names = (await runEmbeddedQuery(dataset, activeExperimentNamesQuery)) as string[];
    expect(arms.map((experiment) => experiment.name)).toEqual(names);
    // The browser: every visitor gets every active override (the local override adapter), in the listed order.
    const values = localOverrideValues(
      (await runEmbeddedQuery(dataset, experimentOverridesQuery)) as ExperimentOverrideDoc[],
    );
    for (const env of ['production', 'development'] as const) {
      const merged = mergeExperimentConfigs(
        names.map((experiment) => ({ name: experiment, config: experimentConfigFromValue(values[experiment]) })),
        env,
      );
      const config = readExperimentCookie(experimentCookieValue(merged) ?? undefined);
      expect(config).not.toBeNull();
      expect(armRequestConfigs(arms, env).map((item) => JSON.stringify(item))).toContain(JSON.stringify(config));
    }
  },
);
