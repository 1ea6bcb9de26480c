/**
 * Experiment configs pages may render with: admitted only when they are what a published experiment's arms give a
 * visitor (docs/caching.md#cache-variants-the-visitors-choices-without-cookies-in-pages), so a crafted cookie is never
 * admitted, and any number of crafted cookies cannot use up room a real config needs.
 */
import { activeExperimentNamesQuery, experimentOverridesQuery } from '@/content/queries';
import {
  experimentConfigFromValue,
  experimentCookieValue,
  localOverrideValues,
  mergeExperimentConfigs,
  readExperimentCookie,
  type ExperimentOverrideDoc,
  type RequestExperimentConfig,
} from '@/lib/experiments';

import { admitExperiment, admittedExperiment, forgetAdmittedExperiments } from './experiment-variants';
import { forgetProxyAnswers } from './proxy-memo';

const OVERRIDES: ExperimentOverrideDoc[] = [
  {
    name: 'menu-test',
    lang: 'en',
    settings: JSON.stringify({ headerMenu: [{ label: 'Sell your car', href: '/sell-trade-my-car' }] }),
  },
  { name: 'unlock-copy', langs: [{ key: 'unlock.title', en: 'See every price', es: 'Vea todos los precios' }] },
];

jest.mock('@/content', () => ({
  fetchPublishedContent: async ({ query }: { query: string }) => {
    if (query === activeExperimentNamesQuery) return OVERRIDES.map((doc) => doc.name);
    if (query === experimentOverridesQuery) return OVERRIDES;
    return null;
  },
}));

/** The config the browser writes after reading every experiment (experiments-island.tsx), as the server reads it. */
function browserConfig(names: readonly string[]): RequestExperimentConfig {
  const values = localOverrideValues(OVERRIDES);
  const merged = mergeExperimentConfigs(
    names.map((name) => ({ name, config: experimentConfigFromValue(values[name]) })),
    'development',
  );
  const config = readExperimentCookie(experimentCookieValue(merged) ?? undefined);
  if (!config) throw new Error('no config for the server');
  return config;
}

const crafted = (index: number): RequestExperimentConfig => ({
  settings: { headerMenu: [{ _key: `k${index}`, label: `Crafted ${index}`, href: '/' }] },
  langs: [],
});

beforeEach(() => {
  forgetProxyAnswers();
  forgetAdmittedExperiments();
});

test('the config of the published experiments is admitted and found by its hash', async () => {
  const real = browserConfig(['menu-test', 'unlock-copy']);
  const hash = await admitExperiment(real);
  expect(hash).toMatch(/^[0-9a-f]{16}$/);
  expect(admittedExperiment(hash)).toEqual(real);
});

test('a visitor in only some of the experiments is admitted too', async () => {
  expect(await admitExperiment(browserConfig(['unlock-copy']))).not.toBeNull();
  expect(await admitExperiment(browserConfig(['menu-test']))).not.toBeNull();
});

test('a crafted config is never admitted', async () => {
  expect(await admitExperiment(crafted(1))).toBeNull();
  const real = browserConfig(['menu-test', 'unlock-copy']);
  // A real menu with one string changed is not an arm either.
  expect(await admitExperiment({ ...real, langs: [{ key: 'unlock.title', en: 'Free cars', es: null }] })).toBeNull();
});

test('200 crafted cookies first: the real config is still admitted', async () => {
  for (let index = 0; index < 200; index += 1) expect(await admitExperiment(crafted(index))).toBeNull();
  expect(await admitExperiment(browserConfig(['menu-test', 'unlock-copy']))).not.toBeNull();
});
