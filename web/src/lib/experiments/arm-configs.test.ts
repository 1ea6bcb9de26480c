/**
 * The configs a real visitor's cookie can carry, from the published experiments' arms: every one the browser can
 * write is among them (each experiment's arm or none, merged in order), and nothing else is.
 */
import { armRequestConfigs, type ExperimentArms } from './arm-configs';
import { experimentConfigFromValue, mergeExperimentConfigs, type SiteEnv } from './config';
import { experimentCookieValue, readExperimentCookie } from './request-config';

/** What the browser's cookie holds, read back by the server, for one arm (or none: undefined) per experiment. */
function browserConfig(experiments: readonly ExperimentArms[], chosen: readonly (number | undefined)[], env: SiteEnv) {
  const merged = mergeExperimentConfigs(
    experiments.map(({ name, arms }, index) => {
      const arm = chosen[index];
      return { name, config: experimentConfigFromValue(arm === undefined ? {} : arms[arm]) };
    }),
    env,
  );
  return readExperimentCookie(experimentCookieValue(merged) ?? undefined);
}

const menu = (label: string) => ({ headerMenu: [{ label, href: '/cars' }] });

const statsig: ExperimentArms[] = [
  { name: 'header-copy', arms: [{ settings: menu('Shop cars') }, { settings: menu('Browse inventory') }] },
  { name: 'popup-timing', arms: [{ popups: ['a'] }, { popups: ['b'] }] },
  {
    name: 'card-strings',
    arms: [{}, { langs: [{ key: 'vdp.price.cardPrivate', en: 'Members’ price', es: 'Precio para miembros' }] }],
  },
  { name: 'staging-only', arms: [{ SITE_ENV: 'staging', settings: menu('Staging') }] },
];

test('every combination of Statsig arms (or none) a visitor can be in is listed', () => {
  const listed = armRequestConfigs(statsig, 'production').map((config) => JSON.stringify(config));
  for (const header of [undefined, 0, 1]) {
    for (const popup of [undefined, 0, 1]) {
      for (const card of [undefined, 0, 1]) {
        const config = browserConfig(statsig, [header, popup, card, 0], 'production');
        if (config) expect(listed).toContain(JSON.stringify(config));
      }
    }
  }
  // Three menus (none, two arms) × two string sets, less the one with neither (no cookie at all).
  expect(listed).toHaveLength(5);
});

test('arms that change nothing on the server, or apply in another environment, add nothing', () => {
  const listed = armRequestConfigs(statsig, 'production');
  expect(listed.some((config) => JSON.stringify(config).includes('Staging'))).toBe(false);
  expect(armRequestConfigs(statsig, 'staging').some((config) => JSON.stringify(config).includes('Staging'))).toBe(true);
  expect(armRequestConfigs([{ name: 'popups', arms: [{ popups: ['a'] }] }], 'production')).toEqual([]);
});
