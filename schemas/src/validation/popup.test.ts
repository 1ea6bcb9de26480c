import { validateDeductionOrder, validateDeductionRule } from './deduction';
import { validatePopupRule } from './popup';

describe('validatePopupRule', () => {
  test.each<[string, Record<string, unknown> | undefined, true | RegExp]>([
    ['popupRuleTimer', undefined, true],
    ['popupRuleTimer', { seconds: 10 }, true],
    ['popupRuleTimer', { seconds: 0 }, /more than 0 seconds/],
    ['popupRuleTimer', { seconds: -3 }, /more than 0 seconds/],
    ['popupRuleItemsViewed', { name: 'vehicle', minCount: 1, maxCount: 3 }, true],
    ['popupRuleItemsViewed', { name: 'vehicle', minCount: 4, maxCount: 3 }, /at least 4 but at most 3/],
    ['popupRuleItemsViewed', { params: [{ name: 'vin', value: 'true' }] }, /no route name or path/],
    ['popupRuleItemsViewed', { path: '/cars', params: [{ value: 'true' }] }, /parameter without a name/],
    ['popupRuleItemsViewed', { name: 'vehicel' }, /unknown route name “vehicel”/],
    ['popupRulePages', { pages: ['home', '/service'] }, true],
    ['popupRulePages', { pages: ['hme'] }, /unknown route name/],
    ['popupRuleAdsValue', { key: 'utm_source', mode: 'in', values: [] }, /no values listed/],
    ['popupRuleAdsValue', { key: 'utm_source', mode: 'equals' }, /no value to compare/],
    ['popupRuleTagQuery', { query: '' }, /no CSS selector/],
    ['popupRuleItemClicked', { selector: '#buy' }, true],
    ['popupRuleIsLead', { isLead: false }, true],
  ])('%s %p', (type, value, expected) => {
    const result = validatePopupRule(type, value);
    if (expected === true) expect(result).toBe(true);
    else expect(result).toMatch(expected);
  });
});

describe('validateDeductionRule', () => {
  test.each<[Record<string, string> | undefined, true | RegExp]>([
    [undefined, true],
    [{ field: 'initPrice', operator: 'gte', value: '15000' }, true],
    [{ field: 'make', operator: 'in', value: 'Ford,Kia' }, true],
    [{ field: 'make', operator: 'gt', value: 'Ford' }, /can never hold: the make can only be compared/],
    [{ field: 'mileage', operator: 'lt', value: '100k' }, /the mileage is a number/],
  ])('%p', (value, expected) => {
    const result = validateDeductionRule(value);
    if (expected === true) expect(result).toBe(true);
    else expect(result).toMatch(expected);
  });
});

describe('validateDeductionOrder', () => {
  const ruled = { amount: 500, rules: [{ field: 'initPrice', operator: 'gte', value: '15000' }] };
  test.each<[string, Parameters<typeof validateDeductionOrder>[0], true | RegExp]>([
    ['none', undefined, true],
    ['catch-all last', [ruled, { percent: 5 }], true],
    ['only a catch-all', [{ percent: 5 }], true],
    ['all with rules', [ruled, ruled], true],
    ['catch-all first', [{ percent: 5 }, ruled, ruled], /Deduction 1 has no rules.*the 2 after it never do/],
  ])('%s', (_, deductions, expected) => {
    const result = validateDeductionOrder(deductions);
    if (expected === true) expect(result).toBe(true);
    else expect(result).toMatch(expected);
  });
});
