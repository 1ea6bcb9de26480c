import {
  deductionRuleProblem,
  describeDeduction,
  describeDeductionRule,
  describeDeductions,
  type DeductionRuleValue,
  type DeductionValue,
} from './deduction';

const valueAtLeast15k: DeductionRuleValue = { field: 'initPrice', operator: 'gte', value: '15000' };
const valueUnder15k: DeductionRuleValue = { field: 'initPrice', operator: 'lt', value: '15000' };

describe('describeDeductionRule', () => {
  test.each<[DeductionRuleValue, string]>([
    [valueAtLeast15k, 'the car’s value is $15,000 or more'],
    [valueUnder15k, 'the car’s value is less than $15,000'],
    [{ field: 'mileage', operator: 'gt', value: '100000' }, 'the mileage is more than 100,000 miles'],
    [{ field: 'mileage', operator: 'lte', value: '50000' }, 'the mileage is 50,000 miles or less'],
    [{ field: 'model_year', operator: 'eq', value: '2015' }, 'the model year is 2015'],
    [{ field: 'make', operator: 'neq', value: 'Ford' }, 'the make is not Ford'],
    [{ field: 'make', operator: 'in', value: 'Ford, Kia,Honda' }, 'the make is Ford, Kia or Honda'],
    [{ field: 'model', operator: 'in', value: 'Civic' }, 'the model is Civic'],
    [{ field: 'make', operator: 'eq', value: 'true' }, 'the make is anything'],
    [
      { field: 'make', operator: 'gte', value: 'Ford' },
      expect.stringMatching(/^never \(the make can only be compared/),
    ],
    [{ field: 'mileage', operator: 'gte', value: 'lots' }, 'never (the mileage is a number)'],
    [{ field: 'color', operator: 'eq', value: 'red' }, 'never (choose the vehicle field)'],
    [{ field: 'make', value: 'Ford' }, 'never (choose the operator)'],
    [{ field: 'make', operator: 'eq', value: ' ' }, 'never (enter the value)'],
  ])('%p → %p', (rule, sentence) => {
    expect(describeDeductionRule(rule)).toEqual(sentence);
  });
});

describe('deductionRuleProblem', () => {
  test.each<[DeductionRuleValue, string | null]>([
    [valueAtLeast15k, null],
    [{ field: 'initPrice', operator: 'in', value: '1000,2000' }, null],
    [
      { field: 'model', operator: 'lt', value: 'Civic' },
      'the model can only be compared with equals, not equals or one of',
    ],
    [{ field: 'model_year', operator: 'eq', value: 'new' }, 'the model year is a number'],
  ])('%p', (rule, problem) => {
    expect(deductionRuleProblem(rule)).toBe(problem);
  });
});

describe('describeDeduction', () => {
  test.each<[DeductionValue, string]>([
    [{ amount: 500, rules: [valueAtLeast15k] }, '−$500 when the car’s value is $15,000 or more'],
    [{ percent: 5 }, '−5% always'],
    [{ percent: 2.5, amount: 200 }, '−2.5% and $200 always'],
    [
      {
        amount: 300,
        logicOperation: 'or',
        rules: [
          { field: 'mileage', operator: 'gt', value: '150000' },
          { field: 'model_year', operator: 'lt', value: '2010' },
        ],
      },
      '−$300 when the mileage is more than 150,000 miles or the model year is less than 2010',
    ],
    [
      { amount: 300, rules: [valueAtLeast15k, { field: 'make', operator: 'eq', value: 'BMW' }] },
      '−$300 when the car’s value is $15,000 or more and the make is BMW',
    ],
    [{ rules: [valueUnder15k] }, 'nothing when the car’s value is less than $15,000'],
  ])('%p → %s', (deduction, sentence) => {
    expect(describeDeduction(deduction)).toBe(sentence);
  });
});

describe('describeDeductions (first match wins)', () => {
  test.each<[string, DeductionValue[] | undefined, string]>([
    ['none', undefined, 'No deduction'],
    ['empty', [], 'No deduction'],
    [
      'the issue’s example',
      [{ amount: 500, rules: [valueAtLeast15k] }, { percent: 5 }],
      '−$500 when the car’s value is $15,000 or more, otherwise −5%',
    ],
    [
      'the seed’s shape: two complementary rules',
      [
        { amount: 500, rules: [valueAtLeast15k], logicOperation: 'and' },
        { percent: 5, rules: [valueUnder15k], logicOperation: 'and' },
      ],
      '−$500 when the car’s value is $15,000 or more, otherwise −5% when the car’s value is less than $15,000, otherwise no deduction',
    ],
    [
      'only a conditional one',
      [{ amount: 250, rules: [valueAtLeast15k] }],
      '−$250 when the car’s value is $15,000 or more, otherwise no deduction',
    ],
    [
      'an unconditional one shadows the rest',
      [{ percent: 3 }, { amount: 100, rules: [valueAtLeast15k] }],
      '−3% always (the deductions after it never apply)',
    ],
  ])('%s', (_, deductions, sentence) => {
    expect(describeDeductions(deductions)).toBe(sentence);
  });
});
