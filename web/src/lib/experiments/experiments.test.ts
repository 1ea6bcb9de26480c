import {
  appliesToSiteEnv,
  experimentConfigFromValue,
  experimentTranslator,
  flagUser,
  localOverrideConfigs,
  localOverrideValues,
  mergeExperimentConfigs,
  mergeUiStrings,
  normalizeSiteEnv,
  resolveSiteEnv,
  withExperimentStrings,
  type ExperimentConfig,
  type ExperimentOverrideDoc,
} from '.';

describe('normalizeSiteEnv (local maps to development)', () => {
  test.each<[unknown, string | null]>([
    ['local', 'development'],
    ['LOCAL', 'development'],
    ['dev', 'development'],
    ['development', 'development'],
    [' staging ', 'staging'],
    ['production', 'production'],
    ['prod', 'production'],
    ['test', null],
    ['', null],
    [undefined, null],
    [3, null],
  ])('%p → %p', (value, expected) => {
    expect(normalizeSiteEnv(value)).toBe(expected);
  });
});

describe('resolveSiteEnv: SITE_ENV decides, NODE_ENV only when it is unset', () => {
  test.each<[string | undefined, string | undefined, string]>([
    ['staging', 'production', 'staging'],
    ['local', 'production', 'development'],
    ['production', 'development', 'production'],
    [undefined, 'production', 'production'],
    ['', 'production', 'production'],
    ['nonsense', 'production', 'production'],
    [undefined, 'test', 'development'],
    [undefined, undefined, 'development'],
  ])('SITE_ENV %p, NODE_ENV %p → %p', (siteEnv, nodeEnv, expected) => {
    expect(resolveSiteEnv(siteEnv, nodeEnv)).toBe(expected);
  });
});

describe('experimentConfigFromValue', () => {
  test.each<[string, unknown, ExperimentConfig]>([
    ['not an object', 'es', {}],
    ['null', null, {}],
    ['an array', [], {}],
    ['LANG es', { LANG: 'es' }, { LANG: 'es' }],
    ['LANG upper case', { LANG: 'ES' }, { LANG: 'es' }],
    ['LANG unknown', { LANG: 'fr' }, {}],
    ['SITE_ENV local', { SITE_ENV: 'local' }, { SITE_ENV: 'development' }],
    ['SITE_ENV unknown', { SITE_ENV: 'qa' }, {}],
    ['settings object', { settings: { a: 1 } }, { settings: { a: 1 } }],
    ['settings JSON string', { settings: '{"a":1}' }, { settings: { a: 1 } }],
    ['settings JSON array', { settings: '[1]' }, {}],
    ['settings broken JSON', { settings: '{a' }, {}],
    ['popups ids', { popups: ['a', 3, '', 'b'] }, { popups: ['a', 'b'] }],
    ['popups empty list replaces with nothing', { popups: [] }, { popups: [] }],
    [
      'langs',
      { langs: [{ key: 'k', en: 'E', es: 'S' }, { key: '' }, 'x', { key: 'm', en: 4 }] },
      {
        langs: [
          { key: 'k', en: 'E', es: 'S' },
          { key: 'm', en: null, es: null },
        ],
      },
    ],
  ])('%s', (_name, value, expected) => {
    expect(experimentConfigFromValue(value)).toEqual(expected);
  });
});

describe('appliesToSiteEnv', () => {
  test.each<[ExperimentConfig, string, boolean]>([
    [{}, 'production', true],
    [{ SITE_ENV: 'development' }, 'development', true],
    [{ SITE_ENV: 'development' }, 'local', true],
    [{ SITE_ENV: 'development' }, 'production', false],
    [{ SITE_ENV: 'staging' }, 'production', false],
    [{ SITE_ENV: 'production' }, 'production', true],
  ])('%p in %s → %p', (config, env, expected) => {
    expect(appliesToSiteEnv(config, env)).toBe(expected);
  });
});

describe('mergeExperimentConfigs (override resolution)', () => {
  const a: ExperimentConfig = { LANG: 'es', settings: { x: 1, y: 1 }, langs: [{ key: 'k', en: 'A', es: 'a' }] };
  const b: ExperimentConfig = { settings: { y: 2 }, popups: ['p2'], langs: [{ key: 'k', en: 'B', es: null }] };
  const staging: ExperimentConfig = { SITE_ENV: 'staging', LANG: 'en', popups: ['p9'] };
  const empty: ExperimentConfig = {};

  test.each<[string, Array<{ name: string; config: ExperimentConfig }>, object]>([
    ['nothing', [], { names: [], LANG: null, settings: {}, popups: null, langs: [] }],
    ['a visitor outside every experiment (empty values)', [{ name: 'e', config: empty }], { names: [], LANG: null }],
    [
      'one experiment',
      [{ name: 'a', config: a }],
      { names: ['a'], LANG: 'es', settings: { x: 1, y: 1 }, popups: null },
    ],
    [
      'later settings win per key, langs merge by key keeping the earlier Spanish',
      [
        { name: 'a', config: a },
        { name: 'b', config: b },
      ],
      {
        names: ['a', 'b'],
        LANG: 'es',
        settings: { x: 1, y: 2 },
        popups: ['p2'],
        langs: [{ key: 'k', en: 'B', es: 'a' }],
      },
    ],
    [
      'another environment is skipped',
      [
        { name: 'a', config: a },
        { name: 's', config: staging },
      ],
      { names: ['a'], LANG: 'es', popups: null },
    ],
  ])('%s', (_name, entries, expected) => {
    expect(mergeExperimentConfigs(entries, 'production')).toMatchObject(expected);
  });

  test('in staging the staging experiment applies last', () => {
    const merged = mergeExperimentConfigs(
      [
        { name: 'a', config: a },
        { name: 's', config: staging },
      ],
      'staging',
    );
    expect(merged).toMatchObject({ names: ['a', 's'], LANG: 'en', popups: ['p9'] });
  });
});

test('mergeUiStrings: later wins, empty text keeps the earlier', () => {
  expect(
    mergeUiStrings(
      [
        { key: 'a', en: 'A', es: 'a' },
        { key: 'b', en: 'B', es: null },
      ],
      [
        { key: 'a', en: 'A2', es: '' },
        { key: 'c', en: 'C', es: 'c' },
        { key: null, en: 'x' },
      ],
    ),
  ).toEqual([
    { key: 'a', en: 'A2', es: 'a' },
    { key: 'b', en: 'B', es: null },
    { key: 'c', en: 'C', es: 'c' },
  ]);
});

describe('localOverrideValues (CMS overrides → local adapter values)', () => {
  test.each<[string, ExperimentOverrideDoc, Record<string, unknown> | undefined]>([
    ['no name is skipped', { name: null, lang: 'es' }, undefined],
    ['Spanish only', { name: 'x', lang: 'es' }, { LANG: 'es' }],
    ['English only (an explicit English experiment)', { name: 'x', lang: 'en' }, { LANG: 'en' }],
    [
      'the Studio’s initial English beside other fields is not a decision',
      { name: 'x', lang: 'en', settings: '{"a":1}' },
      { settings: '{"a":1}' },
    ],
    [
      'every field',
      {
        name: 'x',
        lang: 'es',
        siteEnv: 'local',
        settings: '{"a":1}',
        popups: ['p1', null],
        langs: [{ key: 'k', en: 'E', es: 'S' }],
      },
      {
        LANG: 'es',
        SITE_ENV: 'local',
        settings: '{"a":1}',
        popups: ['p1'],
        langs: [{ key: 'k', en: 'E', es: 'S' }],
      },
    ],
    ['blank fields are left out', { name: 'x', siteEnv: ' ', settings: '', popups: [], langs: [] }, {}],
  ])('%s', (_name, doc, expected) => {
    expect(localOverrideValues([doc]).x).toEqual(expected);
  });

  test('typed configs', () => {
    expect(localOverrideConfigs([{ name: 'x', lang: 'es', siteEnv: 'local', settings: '{"a":1}' }])).toEqual({
      x: { LANG: 'es', SITE_ENV: 'development', settings: { a: 1 } },
    });
  });
});

describe('flagUser (visitor data to the flag service)', () => {
  test.each<[string, Parameters<typeof flagUser>[0], object]>([
    ['nothing known', { search: '' }, { custom: {} }],
    [
      'everything',
      { uniqueUserId: 'u-1', userAgent: 'UA', companyId: 'aurora', search: '?utm_source=google&a=1&a=2' },
      {
        userID: 'u-1',
        userAgent: 'UA',
        customIDs: { companyID: 'aurora' },
        custom: { utm_source: 'google', a: '1,2' },
      },
    ],
    ['empty id is left out', { uniqueUserId: '', search: 'x=' }, { custom: { x: '' } }],
  ])('%s', (_name, input, expected) => {
    expect(flagUser(input)).toEqual(expected);
  });
});

describe('experiment strings in the browser', () => {
  const langs = [
    { key: 'popup.close', en: 'Close now', es: 'Cerrar ya' },
    { key: 'popup.submit', en: 'Send', es: null },
  ];
  test.each<['en' | 'es', Record<string, string>]>([
    ['en', { 'popup.close': 'Close now', 'popup.submit': 'Send', 'popup.email': 'Email' }],
    ['es', { 'popup.close': 'Cerrar ya', 'popup.submit': 'Send', 'popup.email': 'Correo' }],
  ])('%s', (lang, expected) => {
    const server = {
      'popup.close': lang === 'es' ? 'Cerrar' : 'Close',
      'popup.submit': lang === 'es' ? 'Enviar' : 'Submit',
      'popup.email': lang === 'es' ? 'Correo' : 'Email',
    };
    expect(withExperimentStrings(server, langs, lang)).toEqual(expected);
  });

  test('translator keeps the current text for keys the experiment does not name', () => {
    const t = experimentTranslator(langs, 'es');
    expect(t('popup.close', undefined, 'x')).toBe('Cerrar ya');
    expect(t('popup.other', undefined, 'kept')).toBe('kept');
  });
});
