import {
  activePopups,
  adsExpectation,
  adsValueHolds,
  conditionHolds,
  countView,
  createPopupStorage,
  emptyPopupStorage,
  finishPopup,
  isMobileWidth,
  isPopupActive,
  matchItemsViewed,
  nextTimerSeconds,
  pageMatches,
  pageViewFromUrl,
  parseViewedPagesItems,
  popupPosition,
  recordPageView,
  ruleCounter,
  ruleHolds,
  submitPlan,
  visitCountHolds,
  withIsMobile,
  WRONG_PARAM_MESSAGE,
  type AdsExpectation,
  type PageView,
  type PopupContext,
  type PopupDefinition,
  type PopupRule,
  type PopupStorageState,
} from './index';

const VIN_A = '1HGCM82633A004352';
const VIN_B = '1FTFW1ET1DFC10312';
const vehicleUrl = (vin: string) => `/used-cars-for-sale/2019-honda-accord-${vin}`;

function context(overrides: Partial<PopupContext> = {}): PopupContext {
  return {
    page: pageViewFromUrl('/'),
    isLead: false,
    adsValues: {},
    secondsOnPage: 0,
    hasElement: () => false,
    wasClicked: () => false,
    ...overrides,
  };
}

const position = { popupId: 'p', conditionIndex: 0, ruleIndex: 0 };

describe('visit-count rule', () => {
  test.each<[number, number | null, number | null, boolean]>([
    [0, null, null, false],
    [1, null, null, true],
    [5, null, null, true],
    [1, 2, 4, false],
    [2, 2, 4, true],
    [3, 2, 4, true],
    [4, 2, 4, true],
    [5, 2, 4, false],
    [2, 3, null, false],
    [3, 3, null, true],
    [9, 3, null, true],
    [0, null, 2, true],
    [2, null, 2, true],
    [3, null, 2, false],
    [0, 0, 0, true],
  ])('count %i with min %j, max %j → %s', (count, min, max, holds) => {
    expect(visitCountHolds(count, min, max)).toBe(holds);
  });
});

describe('ads values', () => {
  test.each<[AdsExpectation, string | undefined, boolean]>([
    [false, undefined, true],
    [false, '', true],
    [false, 'google', false],
    [true, 'google', true],
    [true, undefined, false],
    ['google', 'google', true],
    ['google', 'bing', false],
    ['google', undefined, false],
    [{ in: ['google', 'bing'] }, 'bing', true],
    [{ in: ['google', 'bing'] }, 'facebook', false],
    [{ in: ['google'] }, undefined, false],
    [{ not: ['email', 'sms'] }, 'cpc', true],
    [{ not: ['email', 'sms'] }, 'email', false],
    [{ not: ['email'] }, undefined, true],
    [{ in: ['a', 'b'], not: ['b'] }, 'b', false],
    [{ in: ['a', 'b'], not: ['b'] }, 'a', true],
  ])('%j against %j → %s', (expected, actual, holds) => {
    expect(adsValueHolds(expected, actual)).toBe(holds);
  });

  test.each<[Extract<PopupRule, { _type: 'popupRuleAdsValue' }>, AdsExpectation | null]>([
    [{ _type: 'popupRuleAdsValue', key: 'gclid', mode: 'absent' }, false],
    [{ _type: 'popupRuleAdsValue', key: 'gclid', mode: 'present' }, true],
    [{ _type: 'popupRuleAdsValue', key: 'utm_campaign', mode: 'equals', value: 'x' }, 'x'],
    [{ _type: 'popupRuleAdsValue', key: 'utm_campaign', mode: 'equals' }, null],
    [
      { _type: 'popupRuleAdsValue', key: 'utm_source', mode: 'in', values: ['google', 'bing'] },
      { in: ['google', 'bing'] },
    ],
    [{ _type: 'popupRuleAdsValue', key: 'utm_source', mode: 'in', values: [] }, null],
    [{ _type: 'popupRuleAdsValue', key: 'utm_medium', mode: 'not', values: ['email'] }, { not: ['email'] }],
    [{ _type: 'popupRuleAdsValue', key: 'utm_medium', mode: 'not', value: 'sms' }, { not: ['sms'] }],
    [{ _type: 'popupRuleAdsValue', key: 'utm_medium', mode: 'not' }, null],
    [{ _type: 'popupRuleAdsValue', key: 'utm_medium', mode: 'bogus' }, null],
    [{ _type: 'popupRuleAdsValue', key: 'utm_medium', mode: null }, null],
  ])('CMS rule %j → %j', (rule, expectation) => {
    expect(adsExpectation(rule)).toEqual(expectation);
  });
});

describe('pages rule', () => {
  test.each<[string, string, boolean]>([
    ['/', 'home', true],
    ['/', '/', true],
    ['/contact-us', '/', false],
    ['/auto-financing', '/auto-financing', true],
    ['/auto-financing/apply-for-financing', '/auto-financing', true],
    ['/auto-financing-faq', '/auto-financing', false],
    ['/service/schedule', 'serviceSchedule', true],
    ['/service/schedule', 'service', false],
    ['/service', 'service', true],
    ['/SERVICE', '/service/', true],
    [`/used-cars-for-sale/2019-honda-accord-${VIN_A}`, 'vehicle', true],
    ['/contact-us', '  ', false],
  ])('%s matches %j: %s', (path, entry, matches) => {
    expect(pageMatches(pageViewFromUrl(path), entry)).toBe(matches);
  });
});

describe('page view from a URL', () => {
  test('route name, route parameters and query parameters', () => {
    const view = pageViewFromUrl(`/used-cars-for-sale/2019-honda-accord-${VIN_A}`, '?utm_source=google&vin=spoof');
    expect(view.routeName).toBe('vehicle');
    expect(view.params).toMatchObject({ vin: VIN_A, condition: 'used', year: '2019', utm_source: 'google' });
  });

  test('an unknown path has no route name', () => {
    expect(pageViewFromUrl('/nowhere/at/all')).toEqual({ routeName: null, path: '/nowhere/at/all', params: {} });
  });
});

describe('items viewed', () => {
  const rule = (fields: Partial<Extract<PopupRule, { _type: 'popupRuleItemsViewed' }>>) =>
    ({ _type: 'popupRuleItemsViewed', ...fields }) as Extract<PopupRule, { _type: 'popupRuleItemsViewed' }>;
  const vehicle = pageViewFromUrl(vehicleUrl(VIN_A));

  test.each<[string, ReturnType<typeof rule>, PageView, { distinctKey: string | null } | null]>([
    ['route name', rule({ name: 'vehicle' }), vehicle, { distinctKey: null }],
    ['other route', rule({ name: 'article' }), vehicle, null],
    [
      'path prefix',
      rule({ path: '/cars-for-sale' }),
      pageViewFromUrl('/cars-for-sale/price-under-20000'),
      { distinctKey: null },
    ],
    ['path without slash', rule({ path: 'cars-for-sale' }), pageViewFromUrl('/cars-for-sale'), { distinctKey: null }],
    [
      'literal param equal',
      rule({ name: 'vehicle', params: [{ name: 'condition', value: 'used' }] }),
      vehicle,
      { distinctKey: null },
    ],
    ['literal param differs', rule({ name: 'vehicle', params: [{ name: 'condition', value: 'new' }] }), vehicle, null],
    [
      'true param',
      rule({ name: 'vehicle', params: [{ name: 'vin', value: 'true' }] }),
      vehicle,
      { distinctKey: `vin=${VIN_A.toLowerCase()}` },
    ],
    [
      'true param missing',
      rule({ path: '/cars-for-sale', params: [{ name: 'vin', value: 'true' }] }),
      pageViewFromUrl('/cars-for-sale'),
      null,
    ],
    [
      'query param',
      rule({ path: '/cars-for-sale', params: [{ name: 'make', value: 'Honda' }] }),
      pageViewFromUrl('/cars-for-sale', '?make=honda'),
      { distinctKey: null },
    ],
  ])('%s', (_name, itemsRule, page, expected) => {
    expect(matchItemsViewed(itemsRule, page, jest.fn())).toEqual(expected);
  });

  test.each<[string, ReturnType<typeof rule>]>([
    ['no name or path', rule({ minCount: 1 })],
    ['param without value', rule({ name: 'vehicle', params: [{ name: 'vin', value: '' }] })],
    ['param without name', rule({ name: 'vehicle', params: [{ value: 'true' }] })],
  ])('invalid rule (%s) logs the spec message and does not count', (_name, invalid) => {
    const log = jest.fn();
    expect(matchItemsViewed(invalid, vehicle, log)).toBeNull();
    expect(log).toHaveBeenCalledWith(WRONG_PARAM_MESSAGE, expect.anything());
  });

  test.each<[string[], string | null, number, string[]]>([
    [[], null, 1, []],
    [['vin=a'], null, 1, ['vin=a']],
    [[], 'vin=a', 1, ['vin=a']],
    [['vin=a'], 'vin=a', 0, ['vin=a']],
    [['vin=a'], 'vin=b', 1, ['vin=a', 'vin=b']],
  ])('counter with %j and key %j adds %i', (items, key, added, after) => {
    const before = { countVisits: items.length, itemsListViewed: items };
    const counted = countView(before, key);
    expect(counted.countVisits - before.countVisits).toBe(added);
    expect(counted.itemsListViewed).toEqual(after);
  });
});

describe('each rule kind', () => {
  const state = emptyPopupStorage();
  test.each<[string, PopupRule, Partial<PopupContext>, boolean]>([
    [
      'pages: on the page',
      { _type: 'popupRulePages', pages: ['/service'] },
      { page: pageViewFromUrl('/service') },
      true,
    ],
    [
      'pages: elsewhere',
      { _type: 'popupRulePages', pages: ['/service', 'home'] },
      { page: pageViewFromUrl('/contact-us') },
      false,
    ],
    ['isLead true, visitor is lead', { _type: 'popupRuleIsLead', isLead: true }, { isLead: true }, true],
    ['isLead true, visitor is not', { _type: 'popupRuleIsLead', isLead: true }, { isLead: false }, false],
    ['isLead false, visitor is not', { _type: 'popupRuleIsLead', isLead: false }, { isLead: false }, true],
    ['isLead unset means false', { _type: 'popupRuleIsLead' }, { isLead: true }, false],
    [
      'ads present',
      { _type: 'popupRuleAdsValue', key: 'gclid', mode: 'present' },
      { adsValues: { gclid: 'abc' } },
      true,
    ],
    [
      'ads absent',
      { _type: 'popupRuleAdsValue', key: 'gclid', mode: 'absent' },
      { adsValues: { gclid: 'abc' } },
      false,
    ],
    [
      'tag query found',
      { _type: 'popupRuleTagQuery', query: '[data-vehicle-card]' },
      { hasElement: (s) => s === '[data-vehicle-card]' },
      true,
    ],
    ['tag query missing', { _type: 'popupRuleTagQuery', query: '[data-vehicle-card]' }, {}, false],
    ['item clicked', { _type: 'popupRuleItemClicked', selector: '#x' }, { wasClicked: (s) => s === '#x' }, true],
    ['item not clicked', { _type: 'popupRuleItemClicked', selector: '#x' }, {}, false],
    ['timer reached', { _type: 'popupRuleTimer', seconds: 20 }, { secondsOnPage: 20 }, true],
    ['timer not yet', { _type: 'popupRuleTimer', seconds: 20 }, { secondsOnPage: 19.9 }, false],
    ['timer zero', { _type: 'popupRuleTimer', seconds: 0 }, { secondsOnPage: 0 }, true],
    ['items viewed, none yet (no bounds)', { _type: 'popupRuleItemsViewed', name: 'vehicle' }, {}, false],
    [
      'items viewed, max only with zero views',
      { _type: 'popupRuleItemsViewed', name: 'vehicle', maxCount: 3 },
      {},
      true,
    ],
  ])('%s → %s', (_name, rule, overrides, holds) => {
    const log = jest.fn();
    expect(ruleHolds(rule, context(overrides), state, position, log)).toBe(holds);
    expect(log).not.toHaveBeenCalled();
  });

  test.each<[string, PopupRule, Partial<PopupContext>]>([
    ['pages empty', { _type: 'popupRulePages', pages: [] }, {}],
    ['ads key missing', { _type: 'popupRuleAdsValue', mode: 'present' }, {}],
    ['ads mode unknown', { _type: 'popupRuleAdsValue', key: 'gclid', mode: 'sometimes' }, {}],
    ['ads in without values', { _type: 'popupRuleAdsValue', key: 'gclid', mode: 'in' }, {}],
    ['tag query empty', { _type: 'popupRuleTagQuery', query: ' ' }, {}],
    [
      'tag query invalid selector',
      { _type: 'popupRuleTagQuery', query: '[[' },
      {
        hasElement: () => {
          throw new SyntaxError('bad selector');
        },
      },
    ],
    ['item clicked empty', { _type: 'popupRuleItemClicked' }, {}],
    ['timer negative', { _type: 'popupRuleTimer', seconds: -1 }, { secondsOnPage: 100 }],
    ['timer missing', { _type: 'popupRuleTimer' }, { secondsOnPage: 100 }],
    ['unknown rule type', { _type: 'popupRuleWeather' } as unknown as PopupRule, {}],
  ])('invalid: %s logs “Wrong param value in popup conditions” and does not hold', (_name, rule, overrides) => {
    const log = jest.fn();
    expect(ruleHolds(rule, context(overrides), state, position, log)).toBe(false);
    expect(log).toHaveBeenCalledWith('Wrong param value in popup conditions', expect.anything());
  });
});

describe('conditions: OR of ANDs', () => {
  const pages: PopupRule = { _type: 'popupRulePages', pages: ['/service'] };
  const timer: PopupRule = { _type: 'popupRuleTimer', seconds: 10 };
  const lead: PopupRule = { _type: 'popupRuleIsLead', isLead: true };
  const popup = (conditions: PopupRule[][]): PopupDefinition => ({
    popupId: 'p',
    conditions: conditions.map((rules) => ({ rules })),
  });

  test.each<[string, PopupRule[][], Partial<PopupContext>, boolean]>([
    ['one condition, all rules hold', [[pages, timer]], { page: pageViewFromUrl('/service'), secondsOnPage: 10 }, true],
    ['one condition, one rule fails', [[pages, timer]], { page: pageViewFromUrl('/service'), secondsOnPage: 9 }, false],
    ['second condition holds', [[pages, timer], [lead]], { isLead: true }, true],
    ['no condition holds', [[pages], [lead]], {}, false],
    ['empty condition never holds', [[]], {}, false],
    ['no conditions never holds', [], {}, false],
  ])('%s', (_name, conditions, overrides, active) => {
    expect(isPopupActive(popup(conditions), context(overrides), emptyPopupStorage(), jest.fn())).toBe(active);
  });

  test('a condition with an empty rules list does not hold', () => {
    expect(conditionHolds({ rules: [] }, context(), emptyPopupStorage(), { popupId: 'p', conditionIndex: 0 })).toBe(
      false,
    );
  });
});

describe('storage', () => {
  test('counts per popup, condition and rule index in the viewedPagesItems shape', () => {
    const popups: PopupDefinition[] = [
      {
        popupId: 'a',
        conditions: [
          {
            rules: [
              { _type: 'popupRuleTimer', seconds: 1 },
              { _type: 'popupRuleItemsViewed', name: 'vehicle' },
            ],
          },
          { rules: [{ _type: 'popupRuleItemsViewed', name: 'vehicle', params: [{ name: 'vin', value: 'true' }] }] },
        ],
      },
      { popupId: 'b', conditions: [{ rules: [{ _type: 'popupRuleItemsViewed', path: '/contact-us' }] }] },
    ];
    let state = emptyPopupStorage();
    for (const vin of [VIN_A, VIN_A, VIN_B])
      state = recordPageView(state, popups, pageViewFromUrl(vehicleUrl(vin)), jest.fn());
    expect(state.viewedPagesItems).toEqual({
      a: {
        '0': { '1': { countVisits: 3, itemsListViewed: [] } },
        '1': {
          '0': { countVisits: 2, itemsListViewed: [`vin=${VIN_A.toLowerCase()}`, `vin=${VIN_B.toLowerCase()}`] },
        },
      },
    });
    expect(ruleCounter(state, 'b', 0, 0).countVisits).toBe(0);
  });

  test('recording a page no rule matches returns the same state', () => {
    const state = emptyPopupStorage();
    expect(recordPageView(state, [], pageViewFromUrl('/'))).toBe(state);
  });

  test.each<[string | null, PopupStorageState['viewedPagesItems']]>([
    [null, {}],
    ['not json', {}],
    ['[]', {}],
    [
      '{"a":{"0":{"1":{"countVisits":2,"itemsListViewed":["x",3]}}}}',
      { a: { '0': { '1': { countVisits: 2, itemsListViewed: ['x'] } } } },
    ],
    ['{"a":{"0":{"1":{"countVisits":-4}}}}', { a: { '0': { '1': { countVisits: 0, itemsListViewed: [] } } } }],
    ['{"a":{"0":"junk"}}', {}],
  ])('parses %j defensively', (text, parsed) => {
    expect(parseViewedPagesItems(text)).toEqual(parsed);
  });

  test('the localStorage adapter round-trips counts, finished popups and isMobile', () => {
    const memory = new Map<string, string>();
    const store = createPopupStorage({
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
    });
    expect(store.load()).toEqual(emptyPopupStorage());
    let state = recordPageView(
      store.load(),
      [{ popupId: 'a', conditions: [{ rules: [{ _type: 'popupRuleItemsViewed', name: 'home' }] }] }],
      pageViewFromUrl('/'),
    );
    state = withIsMobile(finishPopup(state, 'a'), true);
    store.save(state);
    expect([...memory.keys()].sort()).toEqual(['finishedPopups', 'isMobile', 'viewedPagesItems']);
    expect(JSON.parse(memory.get('viewedPagesItems') ?? '')).toEqual({
      a: { '0': { '0': { countVisits: 1, itemsListViewed: [] } } },
    });
    expect(store.load()).toEqual(state);
  });

  test('a storage that throws leaves the state in memory', () => {
    const store = createPopupStorage({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    });
    expect(store.load()).toEqual(emptyPopupStorage());
    expect(() => store.save(finishPopup(emptyPopupStorage(), 'a'))).not.toThrow();
  });

  test('finishing is idempotent and a finished popup never shows again', () => {
    const popup: PopupDefinition = {
      popupId: 'a',
      conditions: [{ rules: [{ _type: 'popupRuleIsLead', isLead: false }] }],
    };
    const once = finishPopup(emptyPopupStorage(), 'a');
    expect(finishPopup(once, 'a')).toBe(once);
    expect(isPopupActive(popup, context(), emptyPopupStorage())).toBe(true);
    expect(isPopupActive(popup, context(), once)).toBe(false);
  });
});

describe('after submit', () => {
  test.each<[string, PopupDefinition['submitted'], boolean, Partial<ReturnType<typeof submitPlan>>]>([
    [
      'close on submit, not yet a lead',
      { close: true, email: 'UNLOCK_INVENTORY' },
      false,
      { sendLead: true, closeNow: true, closeAfterMs: null, emailFormType: 'UNLOCK_INVENTORY' },
    ],
    ['close on submit, already a lead: lead skipped', { close: true }, true, { sendLead: false, closeNow: true }],
    [
      'stays open, already a lead: lead sent',
      { close: false, timeoutClose: 5 },
      true,
      { sendLead: true, closeNow: false, closeAfterMs: 5000 },
    ],
    [
      'close after timeout',
      { close: true, timeoutClose: 3, innerComponent: 'thankYou' },
      false,
      { closeNow: false, closeAfterMs: 3000, innerComponent: 'thankYou' },
    ],
    [
      'track and redirect',
      { track: 'SellTrade', redirect: '/sell-trade-my-car/your-vehicle' },
      false,
      { trackEvent: 'SellTrade', redirect: '/sell-trade-my-car/your-vehicle', closeNow: false, closeAfterMs: null },
    ],
    [
      'nothing configured',
      null,
      false,
      { sendLead: true, emailFormType: null, emailData: {}, trackEvent: null, redirect: null, closeNow: false },
    ],
    [
      'extra e-mail data: trimmed, blank values and bad labels dropped',
      {
        email: 'DEFAULT',
        emailData: [
          { key: ' Campaign ', value: ' Winter unlock ' },
          { key: 'Empty', value: '  ' },
          { key: '__proto__', value: 'x' },
          { key: '1st', value: 'x' },
          { key: null, value: 'x' },
          { key: 'Source', value: 'popup' },
        ],
      },
      false,
      { emailFormType: 'DEFAULT', emailData: { Campaign: 'Winter unlock', Source: 'popup' } },
    ],
    [
      'extra e-mail data: at most ten entries, values capped at 200 characters',
      { emailData: Array.from({ length: 12 }, (_, index) => ({ key: `K${index}`, value: 'v'.repeat(250) })) },
      false,
      {
        emailData: Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`K${index}`, 'v'.repeat(200)])),
      },
    ],
  ])('%s', (_name, submitted, isLead, expected) => {
    const plan = submitPlan({ submitted }, { isLead });
    expect(plan).toMatchObject(expected);
    // toMatchObject accepts extra keys; the e-mail data must be exactly the expected entries.
    if (expected.emailData) expect(plan.emailData).toEqual(expected.emailData);
  });

  test('the popup id leads the e-mail data, and counts toward the ten', () => {
    const emailData = Array.from({ length: 12 }, (_, index) => ({ key: `K${index}`, value: 'v' }));
    const plan = submitPlan({ popupId: 'unlock-inventory', submitted: { emailData } }, { isLead: false });
    expect(Object.entries(plan.emailData)).toEqual([
      ['Popup', 'unlock-inventory'],
      ...Array.from({ length: 9 }, (_, index) => [`K${index}`, 'v']),
    ]);
  });
});

describe('viewport', () => {
  test.each<[number, boolean]>([
    [320, true],
    [639, true],
    [640, false],
    [1280, false],
  ])('%i px mobile %s (below 640)', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
  });

  test.each<[Parameters<typeof popupPosition>[0], boolean, string]>([
    [{ position: 'center', positionMobile: 'bottom', positionDesktop: 'right' }, true, 'bottom'],
    [{ position: 'center', positionMobile: 'bottom', positionDesktop: 'right' }, false, 'right'],
    [{ position: 'top' }, true, 'top'],
    [{ position: null, positionMobile: null }, true, 'center'],
    [null, false, 'center'],
  ])('position %j on mobile %s → %s', (settings, mobile, position) => {
    expect(popupPosition(settings, mobile)).toBe(position);
  });

  test('isMobile is kept in the state', () => {
    const state = withIsMobile(emptyPopupStorage(), false);
    expect(state.isMobile).toBe(false);
    expect(withIsMobile(state, false)).toBe(state);
  });
});

describe('timers', () => {
  const popups: PopupDefinition[] = [
    { popupId: 'a', conditions: [{ rules: [{ _type: 'popupRuleTimer', seconds: 20 }] }] },
    { popupId: 'b', conditions: [{ rules: [{ _type: 'popupRuleTimer', seconds: 8 }] }] },
    { popupId: 'c', conditions: [{ rules: [{ _type: 'popupRuleTimer', seconds: 3 }] }] },
  ];
  test.each<[number, string[], number | null]>([
    [0, [], 3],
    [3, [], 8],
    [5, ['b'], 20],
    [25, [], null],
  ])('at %i s with %j finished the next check is at %j s', (seconds, finished, next) => {
    const state = finished.reduce(finishPopup, emptyPopupStorage());
    expect(nextTimerSeconds(popups, state, seconds)).toBe(next);
  });
});

test('activePopups keeps the settings order', () => {
  const always: PopupRule = { _type: 'popupRuleIsLead', isLead: false };
  const popups: PopupDefinition[] = ['z', 'a', 'm'].map((popupId) => ({ popupId, conditions: [{ rules: [always] }] }));
  expect(activePopups(popups, context(), emptyPopupStorage()).map((popup) => popup.popupId)).toEqual(['z', 'a', 'm']);
});
