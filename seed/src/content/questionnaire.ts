/**
 * The sell-flow condition questionnaire. Question 100 gates the rest: 200–205 for good, fair or
 * poor; 300–301 for fair or poor; 400–403 only for poor; 500 (comments) always and optional.
 *
 * Deductions by initial price: at $15,000 or more a flat amount, below it a percent, except accident history and
 * damage on a history report, which are percents at both levels. The first deduction whose rules hold applies.
 */
import { withKeys } from '../keys';
import type { Answer, Deduction, Keyed, Question, QuestionCategory, QuestionnaireDoc } from '../types';

export const PRICE_THRESHOLD = 15_000;

type Level = { amount: number } | { percent: number };

const rule = (operator: 'gte' | 'lt') => ({
  _type: 'deductionRule' as const,
  field: 'initPrice' as const,
  operator,
  value: String(PRICE_THRESHOLD),
});

/** Two deductions: `high` for initPrice ≥ 15,000, `low` for initPrice < 15,000. */
function byPrice(namespace: string, high: Level, low: Level): Keyed<Deduction>[] {
  const deduction = (level: Level, operator: 'gte' | 'lt', index: number): Deduction => ({
    _type: 'deduction',
    ...level,
    rules: withKeys(`${namespace}/${index}/rules`, [rule(operator)]),
    logicOperation: 'and',
  });
  return withKeys(namespace, [deduction(high, 'gte', 0), deduction(low, 'lt', 1)]);
}

interface AnswerSpec {
  label: string;
  value: string;
  description?: string;
  /** [amount or percent at ≥ 15,000, percent below 15,000]. */
  deduct?: [Level, Level];
  bringIn?: string;
}

interface QuestionSpec {
  id: string;
  text: string;
  inputType?: 'radio' | 'checkbox' | 'textarea';
  showWhen?: string[];
  answers: AnswerSpec[];
}

const flat = (amount: number, percent: number): [Level, Level] => [{ amount }, { percent }];
const percents = (high: number, low: number): [Level, Level] => [{ percent: high }, { percent: low }];

const COUNT_ANSWERS = (amounts: [number, number, number], pct: [number, number, number]): AnswerSpec[] => [
  { label: 'None', value: 'none' },
  { label: '1', value: '1', deduct: flat(amounts[0], pct[0]) },
  { label: '2', value: '2', deduct: flat(amounts[1], pct[1]) },
  { label: '3 or more', value: '3-plus', deduct: flat(amounts[2], pct[2]) },
];

const NOT_GREAT = ['good', 'fair', 'poor'];
const FAIR_OR_POOR = ['fair', 'poor'];
const POOR = ['poor'];

export const QUESTIONS: QuestionSpec[] = [
  {
    id: '100',
    text: 'What is the overall condition of your vehicle?',
    answers: [
      {
        label: 'Excellent',
        value: 'great',
        description: 'Looks and runs like new, with no mechanical or cosmetic problems.',
      },
      {
        label: 'Good',
        value: 'good',
        description: 'Minor wear such as small scratches or chips; no mechanical problems.',
      },
      { label: 'Fair', value: 'fair', description: 'Some cosmetic damage or worn tires; may need minor repairs.' },
      { label: 'Poor', value: 'poor', description: 'Significant mechanical or cosmetic problems.' },
    ],
  },
  {
    id: '200',
    text: 'Has the vehicle been in an accident?',
    showWhen: NOT_GREAT,
    answers: [
      { label: 'No', value: 'no' },
      { label: 'Yes', value: 'yes', deduct: percents(12, 5) },
    ],
  },
  {
    id: '201',
    text: 'Does a vehicle history report show damage?',
    showWhen: NOT_GREAT,
    answers: [
      { label: 'No', value: 'no' },
      { label: 'Yes', value: 'yes', deduct: percents(5, 2) },
    ],
  },
  {
    id: '202',
    text: 'Has anyone smoked in the vehicle?',
    showWhen: NOT_GREAT,
    answers: [
      { label: 'No', value: 'no' },
      { label: 'Yes', value: 'yes', deduct: flat(500, 5) },
    ],
  },
  {
    id: '203',
    text: 'How many keys do you have?',
    showWhen: NOT_GREAT,
    answers: [
      { label: 'Two or more', value: 'two-plus' },
      { label: 'One', value: 'one', deduct: flat(150, 1.5) },
    ],
  },
  {
    id: '204',
    text: 'How many areas of the interior have tears, stains or burns?',
    showWhen: NOT_GREAT,
    answers: COUNT_ANSWERS([100, 200, 300], [1, 2, 3]),
  },
  {
    id: '205',
    text: 'How many exterior panels need touch-up paint?',
    showWhen: NOT_GREAT,
    answers: COUNT_ANSWERS([200, 400, 600], [2, 4, 6]),
  },
  {
    id: '300',
    text: 'How many tires need to be replaced?',
    showWhen: FAIR_OR_POOR,
    answers: [
      { label: 'None', value: 'none' },
      { label: '1–2', value: '1-2', deduct: flat(500, 5) },
      { label: '3–4', value: '3-4', deduct: flat(1000, 10) },
    ],
  },
  {
    id: '301',
    text: 'How many exterior panels need body work?',
    showWhen: FAIR_OR_POOR,
    answers: COUNT_ANSWERS([500, 1000, 1500], [5, 10, 15]),
  },
  {
    id: '400',
    text: 'Which warning lights are on?',
    inputType: 'checkbox',
    showWhen: POOR,
    answers: [
      { label: 'None', value: 'none' },
      { label: 'Check engine', value: 'check-engine', deduct: flat(1500, 15) },
      { label: '4x4 / AWD service', value: '4x4', deduct: flat(1500, 15) },
      { label: 'ABS / brakes', value: 'abs-brakes', deduct: flat(1250, 12.5) },
      { label: 'A/C or heat', value: 'ac-heat', deduct: flat(1000, 10) },
      { label: 'Other', value: 'other', deduct: flat(1000, 10) },
    ],
  },
  {
    id: '401',
    text: 'Does the vehicle have hail or rust damage?',
    showWhen: POOR,
    answers: [
      { label: 'No', value: 'no' },
      { label: 'Yes', value: 'yes', bringIn: 'Hail or rust damage' },
    ],
  },
  {
    id: '402',
    text: 'Does the vehicle have frame damage or a salvage or rebuilt title?',
    showWhen: POOR,
    answers: [
      { label: 'No', value: 'no' },
      { label: 'Yes', value: 'yes', bringIn: 'Frame damage or salvage/rebuilt title' },
    ],
  },
  {
    id: '403',
    text: 'Does the vehicle run and drive?',
    showWhen: POOR,
    answers: [
      { label: 'Yes', value: 'yes' },
      { label: 'It has transmission issues', value: 'transmission-issues', bringIn: 'Transmission issues' },
      { label: 'It does not start or drive', value: 'inoperable', bringIn: 'Vehicle is inoperable' },
    ],
  },
  { id: '500', text: 'Anything else we should know?', inputType: 'textarea', answers: [] },
];

export const CATEGORIES: Omit<QuestionCategory, '_type'>[] = [
  {
    categoryId: 'overall',
    title: 'Overall condition',
    description: 'Start with how the vehicle looks and runs overall.',
    questionIds: ['100'],
  },
  {
    categoryId: 'history',
    title: 'History',
    description: 'Accidents, reported damage and title history.',
    questionIds: ['200', '201', '402'],
  },
  {
    categoryId: 'interior',
    title: 'Interior & keys',
    description: 'Smoke, wear inside the cabin and the keys you have.',
    questionIds: ['202', '203', '204'],
  },
  {
    categoryId: 'exterior',
    title: 'Exterior & tires',
    description: 'Paint, panels, tires, hail and rust.',
    questionIds: ['205', '300', '301', '401'],
  },
  {
    categoryId: 'mechanical',
    title: 'Mechanical',
    description: 'Warning lights and whether the vehicle runs and drives.',
    questionIds: ['400', '403'],
  },
  {
    categoryId: 'comments',
    title: 'Anything else',
    description: 'Tell us about options, recent repairs or anything we should know.',
    questionIds: ['500'],
  },
];

function toAnswer(namespace: string, spec: AnswerSpec): Answer {
  const answer: Answer = { _type: 'answer', label: spec.label, value: spec.value };
  if (spec.description) answer.description = spec.description;
  if (spec.deduct) answer.deductions = byPrice(`${namespace}/deductions`, spec.deduct[0], spec.deduct[1]);
  if (spec.bringIn) {
    answer.bringIn = true;
    answer.bringInReason = spec.bringIn;
  }
  return answer;
}

export function buildQuestionnaire(): QuestionnaireDoc {
  const questions = QUESTIONS.map((spec): Question => {
    const namespace = `questionnaire/questions/${spec.id}`;
    const question: Question = {
      _type: 'question',
      questionId: spec.id,
      text: spec.text,
      inputType: spec.inputType ?? 'radio',
      required: spec.inputType !== 'textarea',
      answers: withKeys(
        `${namespace}/answers`,
        spec.answers.map((answer) => toAnswer(`${namespace}/answers/${answer.value}`, answer)),
      ),
    };
    if (spec.showWhen) question.condition = { questionId: '100', answers: spec.showWhen };
    return question;
  });
  return {
    _id: 'questionnaire',
    _type: 'questionnaire',
    title: 'Vehicle condition questions',
    categories: withKeys(
      'questionnaire/categories',
      CATEGORIES.map((category) => ({ _type: 'questionCategory' as const, ...category })),
    ),
    questions: withKeys('questionnaire/questions', questions),
  };
}
