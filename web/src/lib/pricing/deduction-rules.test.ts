import { deductionAmount, deductionApplies, roundDollars, ruleHolds, type RuleFacts } from './deduction-rules';

const facts: RuleFacts = { initPrice: 15_000, mileage: 100_000, model_year: 2015, make: 'Ford', model: 'F-150' };

test.each([
  ['initPrice', 'gte', '15000', true],
  ['initPrice', 'gt', '15000', false],
  ['initPrice', 'lt', '15000', false],
  ['initPrice', 'lte', '15000', true],
  ['mileage', 'eq', '100000', true],
  ['mileage', 'neq', '100000', false],
  ['model_year', 'in', '2014, 2015', true],
  ['model_year', 'in', '2016,2017', false],
  ['make', 'eq', 'ford', true],
  ['make', 'neq', 'Ford', false],
  ['model', 'in', 'Ranger, F-150', true],
  ['make', 'eq', 'true', true], // "any value"
  ['make', 'gt', 'A', false], // strings only compare with eq/neq/in
  ['mileage', 'gte', 'lots', false], // not a number never holds
  ['colour', 'eq', 'red', false], // unknown field never holds
  ['initPrice', 'near', '15000', false], // unknown operator never holds
])('%s %s %s → %p', (field, operator, value, expected) => {
  expect(ruleHolds({ field, operator, value }, facts)).toBe(expected);
});

test.each([
  [[], 'and', true],
  [
    [
      { field: 'make', operator: 'eq', value: 'Ford' },
      { field: 'mileage', operator: 'lt', value: '50000' },
    ],
    'and',
    false,
  ],
  [
    [
      { field: 'make', operator: 'eq', value: 'Ford' },
      { field: 'mileage', operator: 'lt', value: '50000' },
    ],
    'or',
    true,
  ],
  [[{ field: 'make', operator: 'eq', value: 'Ford' }], null, true],
])('rules %j combined with %p → %p', (rules, logicOperation, expected) => {
  expect(deductionApplies({ rules, logicOperation }, facts)).toBe(expected);
});

test.each([
  [{ percent: 12 }, 20_000, 2_400],
  [{ amount: 500 }, 20_000, 500],
  [{ percent: 2, amount: 100 }, 10_000, 300],
  [{ percent: 1.5 }, 14_900, 224], // 223.5 rounds half up
  [{ percent: 12.5 }, 12_345, 1_543], // 1,543.125
  [{}, 10_000, 0],
])('%j of %d → %d', (deduction, initPrice, expected) => {
  expect(deductionAmount(deduction, initPrice)).toBe(expected);
});

test.each([
  [224.985, 225],
  [0.5, 1],
  [1.4999, 1],
  [(14_999 * 1.5) / 100, 225],
])('roundDollars(%p) = %p', (value, expected) => {
  expect(roundDollars(value)).toBe(expected);
});
