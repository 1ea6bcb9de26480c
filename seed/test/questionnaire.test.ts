/** The questionnaire's ids, answer values, conditions and deductions. */
import type { Answer, Deduction, Keyed, Question } from '../src/types';
import { single, VARIANTS } from './helpers';

const questionnaire = () => single('sell-car', 'questionnaire');
const question = (id: string): Question => {
  const found = questionnaire().questions.find((item) => item.questionId === id);
  if (!found) throw new Error(`question ${id} missing`);
  return found;
};
const answer = (id: string, value: string): Answer => {
  const found = question(id).answers?.find((item) => item.value === value);
  if (!found) throw new Error(`answer ${id}/${value} missing`);
  return found;
};

/** [high (initPrice ≥ 15000), low (initPrice < 15000)] as `{amount}` or `{percent}`. */
const levels = (deductions: Keyed<Deduction>[] | undefined) =>
  (deductions ?? []).map((deduction) => ({
    rules: deduction.rules?.map(({ field, operator, value }) => `${field} ${operator} ${value}`),
    ...(deduction.amount !== undefined ? { amount: deduction.amount } : {}),
    ...(deduction.percent !== undefined ? { percent: deduction.percent } : {}),
  }));

const flat = (amount: number, percent: number) => [
  { rules: ['initPrice gte 15000'], amount },
  { rules: ['initPrice lt 15000'], percent },
];
const percents = (high: number, low: number) => [
  { rules: ['initPrice gte 15000'], percent: high },
  { rules: ['initPrice lt 15000'], percent: low },
];

test('both datasets carry the same questionnaire', () => {
  const [a, b] = VARIANTS.map((variant) => JSON.stringify(single(variant, 'questionnaire')));
  expect(a).toBe(b);
});

test('question ids, input types and answer values', () => {
  const shape = Object.fromEntries(
    questionnaire().questions.map((item) => [
      item.questionId,
      [item.inputType, item.answers?.map((entry) => entry.value)],
    ]),
  );
  expect(shape).toEqual({
    '100': ['radio', ['great', 'good', 'fair', 'poor']],
    '200': ['radio', ['no', 'yes']],
    '201': ['radio', ['no', 'yes']],
    '202': ['radio', ['no', 'yes']],
    '203': ['radio', ['two-plus', 'one']],
    '204': ['radio', ['none', '1', '2', '3-plus']],
    '205': ['radio', ['none', '1', '2', '3-plus']],
    '300': ['radio', ['none', '1-2', '3-4']],
    '301': ['radio', ['none', '1', '2', '3-plus']],
    '400': ['checkbox', ['none', 'check-engine', '4x4', 'abs-brakes', 'ac-heat', 'other']],
    '401': ['radio', ['no', 'yes']],
    '402': ['radio', ['no', 'yes']],
    '403': ['radio', ['yes', 'transmission-issues', 'inoperable']],
    '500': ['textarea', []],
  });
  expect(question('100').answers?.map((entry) => entry.label)).toEqual(['Excellent', 'Good', 'Fair', 'Poor']);
});

test('only the comments question is optional', () => {
  for (const item of questionnaire().questions) expect(item.required).toBe(item.questionId !== '500');
});

test('conditions gate on question 100', () => {
  const gates = Object.fromEntries(
    questionnaire().questions.map((item) => [
      item.questionId,
      item.condition ? `${item.condition.questionId}:${item.condition.answers?.join(',')}` : 'always',
    ]),
  );
  expect(gates).toEqual({
    '100': 'always',
    '200': '100:good,fair,poor',
    '201': '100:good,fair,poor',
    '202': '100:good,fair,poor',
    '203': '100:good,fair,poor',
    '204': '100:good,fair,poor',
    '205': '100:good,fair,poor',
    '300': '100:fair,poor',
    '301': '100:fair,poor',
    '400': '100:poor',
    '401': '100:poor',
    '402': '100:poor',
    '403': '100:poor',
    '500': 'always',
  });
});

test.each([
  ['200', 'yes', percents(12, 5)],
  ['201', 'yes', percents(5, 2)],
  ['202', 'yes', flat(500, 5)],
  ['203', 'one', flat(150, 1.5)],
  ['204', '1', flat(100, 1)],
  ['204', '2', flat(200, 2)],
  ['204', '3-plus', flat(300, 3)],
  ['205', '1', flat(200, 2)],
  ['205', '2', flat(400, 4)],
  ['205', '3-plus', flat(600, 6)],
  ['300', '1-2', flat(500, 5)],
  ['300', '3-4', flat(1000, 10)],
  ['301', '1', flat(500, 5)],
  ['301', '2', flat(1000, 10)],
  ['301', '3-plus', flat(1500, 15)],
  ['400', 'check-engine', flat(1500, 15)],
  ['400', '4x4', flat(1500, 15)],
  ['400', 'abs-brakes', flat(1250, 12.5)],
  ['400', 'ac-heat', flat(1000, 10)],
  ['400', 'other', flat(1000, 10)],
])('deduction for %s = %s', (id, value, expected) => {
  expect(levels(answer(id, value).deductions)).toEqual(expected);
});

test('answers without a deduction carry none; bring-in answers say why', () => {
  const withDeduction = new Set([
    '200/yes',
    '201/yes',
    '202/yes',
    '203/one',
    '204/1',
    '204/2',
    '204/3-plus',
    '205/1',
    '205/2',
    '205/3-plus',
    '300/1-2',
    '300/3-4',
    '301/1',
    '301/2',
    '301/3-plus',
    '400/check-engine',
    '400/4x4',
    '400/abs-brakes',
    '400/ac-heat',
    '400/other',
  ]);
  const bringIn = new Set(['401/yes', '402/yes', '403/transmission-issues', '403/inoperable']);
  for (const item of questionnaire().questions) {
    for (const entry of item.answers ?? []) {
      const id = `${item.questionId}/${entry.value}`;
      expect({ id, deductions: (entry.deductions ?? []).length > 0 }).toEqual({
        id,
        deductions: withDeduction.has(id),
      });
      expect({ id, bringIn: entry.bringIn === true }).toEqual({ id, bringIn: bringIn.has(id) });
      if (entry.bringIn) expect(entry.bringInReason).toBeTruthy();
    }
  }
});

test('categories list every question exactly once, in existing ids', () => {
  const listed = questionnaire().categories.flatMap((category) => category.questionIds);
  expect([...listed].sort()).toEqual(
    questionnaire()
      .questions.map((item) => item.questionId)
      .sort(),
  );
  expect(new Set(listed).size).toBe(listed.length);
  expect(questionnaire().categories.length).toBeGreaterThanOrEqual(5);
});
