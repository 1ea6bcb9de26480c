import {
  ANSWER_NOT_LISTED_MESSAGE,
  ANSWER_REQUIRED_MESSAGE,
  ANSWER_SINGLE_MESSAGE,
  relevantAnswers,
  validateAnswers,
  visibleQuestionIds,
} from './questionnaire';
import { seededQuestionnaire } from './test-support/seeded-questionnaire';
import type { QuestionnaireData } from './types';

const questionnaire = seededQuestionnaire();
const ids = (condition?: string) => [...visibleQuestionIds(questionnaire, condition ? { '100': condition } : {})];

describe('visibility (gated by question 100)', () => {
  test.each([
    [undefined, ['100', '500']],
    ['great', ['100', '500']],
    ['good', ['100', '200', '201', '202', '203', '204', '205', '500']],
    ['fair', ['100', '200', '201', '202', '203', '204', '205', '300', '301', '500']],
    ['poor', ['100', '200', '201', '202', '203', '204', '205', '300', '301', '400', '401', '402', '403', '500']],
  ])('condition %p shows %p', (condition, expected) => {
    expect(ids(condition)).toEqual(expected);
  });

  test('chains: a question hidden because its parent is hidden stays hidden', () => {
    const chained: QuestionnaireData = {
      questions: [
        { questionId: 'a', answers: [{ value: 'x' }, { value: 'y' }] },
        { questionId: 'b', condition: { questionId: 'a', answers: ['x'] }, answers: [{ value: 'yes' }] },
        { questionId: 'c', condition: { questionId: 'b', answers: ['yes'] }, answers: [{ value: 'ok' }] },
      ],
    };
    expect([...visibleQuestionIds(chained, { a: 'x', b: 'yes' })]).toEqual(['a', 'b', 'c']);
    expect([...visibleQuestionIds(chained, { a: 'y', b: 'yes' })]).toEqual(['a']);
  });

  test('relevantAnswers drops answers to hidden questions and blanks', () => {
    expect(relevantAnswers(questionnaire, { '100': 'great', '200': 'yes', '500': '  ', '999': 'x' })).toEqual({
      '100': ['great'],
    });
  });
});

describe('validateAnswers', () => {
  test.each([
    ['nothing answered', {}, { '100': ANSWER_REQUIRED_MESSAGE }],
    ['great needs nothing else; comments optional', { '100': 'great' }, {}],
    ['unknown condition', { '100': 'mint' }, { '100': ANSWER_NOT_LISTED_MESSAGE }],
    ['two values on a radio', { '100': ['good', 'fair'] }, expect.objectContaining({ '100': ANSWER_SINGLE_MESSAGE })],
    [
      'good without history answers',
      { '100': 'good', '200': 'no', '201': 'no', '202': 'no', '203': 'one', '204': 'none' },
      { '205': ANSWER_REQUIRED_MESSAGE },
    ],
    [
      'checkbox takes several listed values',
      {
        '100': 'poor',
        '200': 'no',
        '201': 'no',
        '202': 'no',
        '203': 'one',
        '204': 'none',
        '205': 'none',
        '300': 'none',
        '301': 'none',
        '400': ['check-engine', 'sunroof'],
        '401': 'no',
        '402': 'no',
        '403': 'yes',
      },
      { '400': ANSWER_NOT_LISTED_MESSAGE },
    ],
    [
      'an empty checkbox list is unanswered',
      { '100': 'poor', '400': [] },
      expect.objectContaining({ '400': ANSWER_REQUIRED_MESSAGE }),
    ],
    ['hidden questions are not validated', { '100': 'great', '200': 'maybe' }, {}],
  ])('%s', (_name, answers, expected) => {
    expect(validateAnswers(questionnaire, answers)).toEqual(expected);
  });
});
