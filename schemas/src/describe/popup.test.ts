import {
  describePopup,
  describePopupCondition,
  describePopupRule,
  describePopupWhere,
  popupCanShow,
  popupRuleProblem,
  type PopupRuleValue,
  type PopupValue,
} from './popup';

const vehicleViews: PopupRuleValue = {
  _type: 'popupRuleItemsViewed',
  name: 'vehicle',
  minCount: 3,
  params: [{ name: 'vin', value: 'true' }],
};
const timer = (seconds: number | undefined): PopupRuleValue => ({ _type: 'popupRuleTimer', seconds });

describe('describePopupRule', () => {
  test.each<[PopupRuleValue, string]>([
    [{ _type: 'popupRulePages', pages: ['home'] }, 'the visitor is on “home” pages'],
    [
      { _type: 'popupRulePages', pages: ['/service', 'sellTrade'] },
      'the visitor is on /service (and below) or “sellTrade” pages',
    ],
    [{ _type: 'popupRulePages', pages: ['/'] }, 'the visitor is on the home page'],
    [vehicleViews, 'the visitor has viewed “vehicle” pages (each different vin counted once) at least 3 times'],
    [
      { _type: 'popupRuleItemsViewed', path: '/cars-for-sale', minCount: 2, maxCount: 10 },
      'the visitor has viewed pages under /cars-for-sale 2 to 10 times',
    ],
    [
      { _type: 'popupRuleItemsViewed', name: 'vehicle', params: [{ name: 'make', value: 'Ford' }], maxCount: 1 },
      'the visitor has viewed “vehicle” pages (make is “Ford”) at most once (not viewing them counts too)',
    ],
    [{ _type: 'popupRuleItemsViewed', name: 'article' }, 'the visitor has viewed “article” pages at least once'],
    [
      { _type: 'popupRuleItemsViewed', name: 'article', minCount: 2, maxCount: 2 },
      'the visitor has viewed “article” pages exactly 2 times',
    ],
    [{ _type: 'popupRuleIsLead', isLead: true }, 'the visitor has already sent a form'],
    [{ _type: 'popupRuleIsLead' }, 'the visitor has not sent a form yet'],
    [{ _type: 'popupRuleAdsValue', key: 'gclid', mode: 'present' }, 'the visitor has a gclid value'],
    [{ _type: 'popupRuleAdsValue', key: 'fbclid', mode: 'absent' }, 'the visitor has no fbclid value'],
    [
      { _type: 'popupRuleAdsValue', key: 'utm_campaign', mode: 'equals', value: 'x' },
      'the visitor’s utm_campaign is “x”',
    ],
    [
      { _type: 'popupRuleAdsValue', key: 'utm_source', mode: 'in', values: ['google', 'bing'] },
      'the visitor’s utm_source is “google” or “bing”',
    ],
    [
      { _type: 'popupRuleAdsValue', key: 'utm_medium', mode: 'not', values: ['email'] },
      'the visitor’s utm_medium is not “email” (or is missing)',
    ],
    [
      { _type: 'popupRuleTagQuery', query: '[data-vehicle-card]' },
      'the page has an element matching [data-vehicle-card]',
    ],
    [{ _type: 'popupRuleItemClicked', selector: '.cta' }, 'the visitor clicks an element matching .cta'],
    [timer(20), 'the visitor has been on the page for 20 seconds'],
    [timer(0), 'never (the time must be more than 0 seconds)'],
    [{ _type: 'popupRuleItemsViewed', params: [{ name: 'vin', value: 'true' }] }, 'never (no route name or path)'],
    [
      { _type: 'popupRuleItemsViewed', name: 'vehicle', minCount: 5, maxCount: 2 },
      'never (at least 5 but at most 2 views)',
    ],
    [
      { _type: 'popupRuleItemsViewed', name: 'vehicle', params: [{ value: 'true' }] },
      'never (a parameter without a name or value)',
    ],
    [{ _type: 'popupRuleItemsViewed', name: 'vehicles' }, 'never (unknown route name “vehicles”)'],
    [{ _type: 'popupRulePages', pages: ['hom'] }, 'never (unknown route name “hom”)'],
    [{ _type: 'popupRulePages', pages: [] }, 'never (no pages listed)'],
    [{ _type: 'popupRuleAdsValue', key: 'utm_source', mode: 'in', values: [] }, 'never (no values listed)'],
    [{ _type: 'popupRuleAdsValue', mode: 'present' }, 'never (no advertising key)'],
    [{ _type: 'popupRuleTagQuery', query: ' ' }, 'never (no CSS selector)'],
    [{ _type: 'popupRuleSomething' }, 'never (unknown rule “popupRuleSomething”)'],
  ])('%p → %s', (rule, sentence) => {
    expect(describePopupRule(rule)).toBe(sentence);
  });
});

describe('popupRuleProblem', () => {
  test.each<[PopupRuleValue, string | null]>([
    [vehicleViews, null],
    [timer(1), null],
    [timer(-5), 'the time must be more than 0 seconds'],
    [timer(undefined), 'the time must be more than 0 seconds'],
    [{ _type: 'popupRuleAdsValue', key: 'k', mode: 'not', value: 'legacy' }, null],
    [{ _type: 'popupRuleAdsValue', key: 'k' }, 'no test chosen'],
  ])('%p', (rule, problem) => {
    expect(popupRuleProblem(rule)).toBe(problem);
  });
});

describe('describePopupCondition', () => {
  test.each<[PopupRuleValue[] | undefined, string]>([
    [undefined, 'never (the condition has no rules)'],
    [[], 'never (the condition has no rules)'],
    [
      [{ _type: 'popupRulePages', pages: ['/service'] }, timer(8)],
      'the visitor is on /service (and below) and the visitor has been on the page for 8 seconds',
    ],
  ])('%p', (rules, sentence) => {
    expect(describePopupCondition({ rules })).toBe(sentence);
  });
});

describe('describePopup, popupCanShow and describePopupWhere', () => {
  const onService: PopupValue = {
    conditions: [{ rules: [{ _type: 'popupRulePages', pages: ['/service'] }, timer(8)] }],
  };
  test.each<[string, PopupValue, string, boolean, string]>([
    ['no conditions', {}, 'Never shows: add a condition.', false, ''],
    [
      'one condition',
      onService,
      'Shows when the visitor is on /service (and below) and the visitor has been on the page for 8 seconds.',
      true,
      '/service (and below)',
    ],
    [
      'two conditions, one anywhere',
      { conditions: [...(onService.conditions ?? []), { rules: [{ _type: 'popupRuleIsLead', isLead: true }] }] },
      'Shows when the visitor is on /service (and below) and the visitor has been on the page for 8 seconds; or when the visitor has already sent a form.',
      true,
      'any page',
    ],
    [
      'only broken conditions',
      { conditions: [{ rules: [timer(0)] }, { rules: [] }] },
      'Never shows: never (the time must be more than 0 seconds); never (the condition has no rules).',
      false,
      '',
    ],
    [
      'a broken condition next to a good one',
      { conditions: [{ rules: [timer(0)] }, { rules: [{ _type: 'popupRulePages', pages: ['vehicle', 'home'] }] }] },
      'Shows when never (the time must be more than 0 seconds); or when the visitor is on “vehicle” pages or “home” pages.',
      true,
      '“vehicle” pages, “home” pages',
    ],
  ])('%s', (_, popup, sentence, canShow, where) => {
    expect(describePopup(popup)).toBe(sentence);
    expect(popupCanShow(popup)).toBe(canShow);
    expect(describePopupWhere(popup)).toBe(where);
  });
});
