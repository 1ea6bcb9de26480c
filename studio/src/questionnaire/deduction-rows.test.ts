import { deductionRows, type QuestionnaireValue } from './deduction-rows';

describe('deductionRows', () => {
  test.each<[string, QuestionnaireValue, ReturnType<typeof deductionRows>]>([
    ['empty', {}, []],
    [
      'answers with and without deductions',
      {
        questions: [
          {
            _key: 'q1',
            questionId: 'accident',
            text: 'Has the car been in an accident?',
            answers: [
              { _key: 'a1', label: 'No', value: 'no' },
              {
                _key: 'a2',
                label: 'Yes',
                value: 'yes',
                bringIn: true,
                deductions: [
                  { amount: 500, rules: [{ field: 'initPrice', operator: 'gte', value: '15000' }] },
                  { percent: 5 },
                ],
              },
            ],
          },
          { questionId: 'notes', answers: [{ value: 'other', bringIn: true, bringInReason: ' Frame damage ' }] },
        ],
      },
      [
        {
          key: 'q1-a1',
          question: 'Has the car been in an accident?',
          answer: 'No',
          effect: 'No deduction',
          bringIn: null,
        },
        {
          key: 'q1-a2',
          question: 'Has the car been in an accident?',
          answer: 'Yes',
          effect: '−$500 when the car’s value is $15,000 or more, otherwise −5%',
          bringIn: 'Bring in for inspection',
        },
        { key: '1-0', question: 'notes', answer: 'other', effect: 'No deduction', bringIn: 'Frame damage' },
      ],
    ],
  ])('%s', (_, questionnaire, rows) => {
    expect(deductionRows(questionnaire)).toEqual(rows);
  });
});
