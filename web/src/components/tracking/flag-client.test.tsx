import { readExperimentConfigs } from './flag-client';

const user = { userID: 'u-1', custom: {} };

describe('flag client without STATSIG_CLIENT_KEY: local overrides, no network', () => {
  const fetchSpy = jest.fn(() => Promise.reject(new Error('no network in local mode')));
  beforeEach(() => {
    // Each case builds a client under the one local key; the SDK warns about that, the site builds one per page.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchSpy.mockClear();
    global.fetch = fetchSpy as unknown as typeof fetch;
  });

  test.each<[string, string[], Record<string, Record<string, unknown>>, unknown[]]>([
    ['no experiments', [], {}, []],
    [
      'a served override',
      ['unlock-inventory-copy'],
      { 'unlock-inventory-copy': { settings: '{"unlockInventoryVariant":"b"}' } },
      [{ name: 'unlock-inventory-copy', config: { settings: { unlockInventoryVariant: 'b' } } }],
    ],
    [
      'a name without an override reads as no config',
      ['elsewhere'],
      { other: { LANG: 'es' } },
      [{ name: 'elsewhere', config: {} }],
    ],
    [
      'each name in turn',
      ['a', 'b'],
      { a: { LANG: 'es' }, b: { SITE_ENV: 'local', popups: ['p1'] } },
      [
        { name: 'a', config: { LANG: 'es' } },
        { name: 'b', config: { SITE_ENV: 'development', popups: ['p1'] } },
      ],
    ],
  ])('%s', async (_name, names, localValues, expected) => {
    const configs = await readExperimentConfigs({ clientKey: null, localValues, names, user, siteEnv: 'production' });
    expect(configs).toEqual(expected);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
