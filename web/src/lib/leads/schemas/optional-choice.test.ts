import { REQUIRED_MESSAGE } from '../messages';
import { applyFinancingFormSchema } from './apply-financing';
import { optionalChoice } from './common';
import { unlockPriceFormSchema } from './unlock';

const band = optionalChoice(['Bad', 'Okay', 'Good', 'Great'] as const);

test.each([
  ['nothing chosen (a radio group)', null, undefined],
  ['nothing chosen (a select)', '', undefined],
  ['not sent', undefined, undefined],
  ['a listed value', 'Good', 'Good'],
])('%s → %p', (_name, value, expected) => {
  expect(band.parse(value)).toBe(expected);
});

test.each([['Excellent'], ['good'], [3], [true]])(
  'a value outside the list (%p) gets the usual field message, not the schema library’s English',
  (value) => {
    const result = band.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([REQUIRED_MESSAGE]);
  },
);

test.each([
  ['pre-approval', applyFinancingFormSchema],
  ['price personalisation', unlockPriceFormSchema],
])('the %s form’s credit band accepts "not chosen"', (_name, schema) => {
  const shape = schema.shape as { creditScore: typeof band };
  expect(shape.creditScore.parse(null)).toBeUndefined();
  expect(shape.creditScore.safeParse('Invalid').success).toBe(false);
});
