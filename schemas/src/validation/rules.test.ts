import { DAYS_OF_WEEK, LEAD_FORM_TYPES, OFFER_EXPIRATION_PLACEHOLDER } from '../constants';
import { validateCountRange } from './counts';
import { validateEndAfterStart, validateOfferDisclaimer } from './dates';
import { validateDayHours, validateWeekHours, type DayHoursValue } from './hours';
import { validateAltText } from './image';
import { missingLeadFormTypes, validateLeadRouting, validateLeadRoutingComplete } from './lead-routing';
import { validateQuestionnaire, type QuestionnaireValue } from './questionnaire';
import { findDuplicates } from './result';

const week = (overrides: Partial<Record<string, DayHoursValue>> = {}): DayHoursValue[] =>
  DAYS_OF_WEEK.map((day) => overrides[day] ?? { day, open: '09:00', close: '18:00' });

describe('findDuplicates', () => {
  test.each<[(string | undefined)[], string[]]>([
    [[], []],
    [['a', 'b'], []],
    [['a', 'b', 'a', 'a'], ['a']],
    [['a', undefined, undefined, ''], []],
  ])('%p → %p', (values, duplicates) => {
    expect(findDuplicates(values)).toEqual(duplicates);
  });
});

describe('validateDayHours', () => {
  test.each<[DayHoursValue, true | RegExp]>([
    [{ day: 'monday', open: '09:00', close: '18:00' }, true],
    [{ day: 'sunday', closed: true }, true],
    [{ day: 'monday', open: '18:00', close: '09:00' }, /after opening/],
    [{ day: 'monday', open: '09:00', close: '09:00' }, /after opening/],
    [{ day: 'monday', open: '09:00' }, /opening and closing/],
    [{ day: 'monday', open: '9am', close: '18:00' }, /HH:mm/],
    [{ day: 'funday', open: '09:00', close: '18:00' }, /Unknown day/],
    [{ open: '09:00', close: '18:00' }, /Choose the day/],
  ])('%p', (value, expected) => {
    const result = validateDayHours(value);
    if (expected === true) expect(result).toBe(true);
    else expect(result).toMatch(expected);
  });
});

describe('validateWeekHours', () => {
  test.each<[string, DayHoursValue[] | undefined, true | RegExp]>([
    ['empty is allowed', undefined, true],
    ['a full week', week(), true],
    ['with a closed Sunday', week({ sunday: { day: 'sunday', closed: true } }), true],
    ['six days', week().slice(0, 6), /exactly 7/],
    ['eight days', [...week(), { day: 'monday', closed: true }], /exactly 7/],
    ['a repeated day', week({ sunday: { day: 'monday', open: '09:00', close: '12:00' } }), /repeated: monday/],
    ['a bad day inside', week({ friday: { day: 'friday', open: '20:00', close: '08:00' } }), /friday: Closing time/],
  ])('%s', (_, value, expected) => {
    const result = validateWeekHours(value);
    if (expected === true) expect(result).toBe(true);
    else expect(result).toMatch(expected);
  });
});

describe('validateLeadRouting', () => {
  const row = (formType: string) => ({ formType, recipient: 'leads@example.com' });
  test.each<[string, { formType?: string }[] | undefined, true | RegExp]>([
    ['missing list', undefined, /DEFAULT/],
    ['DEFAULT only', [row('DEFAULT')], true],
    ['all 15', LEAD_FORM_TYPES.map(row), true],
    ['duplicate', [row('DEFAULT'), row('CAREERS'), row('CAREERS')], /repeated: CAREERS/],
    ['unknown type', [row('DEFAULT'), row('NEWSLETTER')], /Unknown form type: NEWSLETTER/],
    ['no DEFAULT', [row('CAREERS')], /DEFAULT row is required/],
  ])('%s', (_, rows, expected) => {
    const result = validateLeadRouting(rows);
    if (expected === true) expect(result).toBe(true);
    else expect(result).toMatch(expected);
  });

  test('lists the form types that fall back to DEFAULT', () => {
    expect(missingLeadFormTypes([row('DEFAULT')])).toHaveLength(14);
    expect(missingLeadFormTypes(LEAD_FORM_TYPES.map(row))).toEqual([]);
    expect(validateLeadRoutingComplete([row('DEFAULT'), row('CAREERS')])).toMatch(/UNLOCK_INVENTORY/);
    expect(validateLeadRoutingComplete(LEAD_FORM_TYPES.map(row))).toBe(true);
  });

  test('there are exactly 15 form types', () => {
    expect(LEAD_FORM_TYPES).toHaveLength(15);
  });
});

describe('validateEndAfterStart', () => {
  test.each<[string | undefined, string | undefined, boolean, boolean]>([
    [undefined, '2025-01-01', false, true],
    ['2025-01-01', undefined, false, true],
    ['2025-01-01', '2025-01-31', true, true],
    ['2025-01-31', '2025-01-01', true, false],
    ['2025-01-01', '2025-01-01', true, true],
    ['2025-01-01T10:00:00Z', '2025-01-01T10:00:00Z', false, false],
    ['2025-01-01T10:00:00Z', '2025-01-01T10:00:01Z', false, true],
    ['2025-02-01T00:00:00Z', '2025-01-01T00:00:00Z', false, false],
    ['not a date', '2025-01-01', false, false],
  ])('start %p end %p (same allowed %p) → valid %p', (start, end, allowSame, valid) => {
    expect(validateEndAfterStart(start, end, { allowSame }) === true).toBe(valid);
  });
});

describe('validateOfferDisclaimer', () => {
  test.each<[string | undefined, string | undefined, boolean]>([
    ['No end date, no placeholder.', undefined, true],
    [undefined, undefined, true],
    [`Offer ends ${OFFER_EXPIRATION_PLACEHOLDER}.`, '2025-06-30', true],
    ['Offer ends soon.', '2025-06-30', false],
    [undefined, '2025-06-30', false],
    ['Offer ends {expiration_date}.', '2025-06-30', false],
  ])('%p with end %p → valid %p', (disclaimer, endDate, valid) => {
    expect(validateOfferDisclaimer(disclaimer, endDate) === true).toBe(valid);
  });
});

describe('validateCountRange', () => {
  test.each<[number | undefined, number | undefined, boolean]>([
    [undefined, undefined, true],
    [1, undefined, true],
    [undefined, 3, true],
    [1, 3, true],
    [2, 2, true],
    [0, 0, true],
    [3, 1, false],
  ])('min %p max %p → valid %p', (min, max, valid) => {
    expect(validateCountRange(min, max) === true).toBe(valid);
  });
});

describe('validateAltText', () => {
  test.each<[string | undefined, boolean, boolean]>([
    [undefined, false, true],
    ['', false, true],
    ['A red sedan', true, true],
    [undefined, true, false],
    ['   ', true, false],
  ])('alt %p with asset %p → valid %p', (alt, hasAsset, valid) => {
    expect(validateAltText(alt, hasAsset) === true).toBe(valid);
  });
});

describe('validateQuestionnaire', () => {
  const base: QuestionnaireValue = {
    categories: [{ categoryId: 'condition', questionIds: ['accident', 'damage'] }],
    questions: [
      { questionId: 'accident', answers: [{ value: 'yes' }, { value: 'no' }] },
      { questionId: 'damage', condition: { questionId: 'accident', answers: ['yes'] }, answers: [{ value: 'minor' }] },
    ],
  };
  const withQuestions = (questions: QuestionnaireValue['questions']): QuestionnaireValue => ({ ...base, questions });

  test.each<[string, QuestionnaireValue, true | RegExp]>([
    ['valid', base, true],
    [
      'duplicate question id',
      withQuestions([{ questionId: 'accident' }, { questionId: 'accident' }]),
      /unique: accident/,
    ],
    [
      'duplicate category id',
      {
        ...base,
        categories: [
          { categoryId: 'a', questionIds: [] },
          { categoryId: 'a', questionIds: [] },
        ],
      },
      /Category ids must be unique/,
    ],
    [
      'category lists unknown question',
      { ...base, categories: [{ categoryId: 'c', questionIds: ['nope'] }] },
      /unknown questions: nope/,
    ],
    [
      'condition on a later question',
      withQuestions([
        { questionId: 'damage', condition: { questionId: 'accident', answers: ['yes'] } },
        { questionId: 'accident', answers: [{ value: 'yes' }] },
      ]),
      /earlier question/,
    ],
    [
      'condition on an unknown question',
      withQuestions([{ questionId: 'accident' }, { questionId: 'damage', condition: { questionId: 'ghost' } }]),
      /unknown question ghost/,
    ],
    [
      'condition on an unknown answer',
      withQuestions([
        { questionId: 'accident', answers: [{ value: 'yes' }] },
        { questionId: 'damage', condition: { questionId: 'accident', answers: ['maybe'] } },
      ]),
      /has no answer maybe/,
    ],
  ])('%s', (_, value, expected) => {
    const result = validateQuestionnaire(value);
    if (expected === true) expect(result).toBe(true);
    else expect(result).toMatch(expected);
  });
});
