import {
  financingSubmissionKey,
  sameProfile,
  shouldSkipFinancingLead,
  type FinancingAnswers,
} from './financing-resend';
import type { ProfileInput, VisitorProfile } from './visitor-profile';

const saved: VisitorProfile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(312) 555-0142',
  uniqueUserId: 'u-1',
};
const submitted: ProfileInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(312) 555-0142',
};
const answers: FinancingAnswers = { downPayment: 2000, monthlyIncome: 4500, creditScore: 'Good', tradeIn: false };
const sentKey = financingSubmissionKey(submitted, answers);

describe('shouldSkipFinancingLead', () => {
  test.each<
    [
      string,
      boolean,
      Partial<{ saved: VisitorProfile; submitted: ProfileInput; answers: FinancingAnswers }>,
      string | null,
    ]
  >([
    ['same profile, same answers, already sent this visit', true, {}, sentKey],
    ['nothing sent yet this visit (profile from another form)', false, {}, null],
    ['a different earlier submission', false, {}, 'deadbeef'],
    ['changed first name', false, { submitted: { ...submitted, firstName: 'Augusta' } }, sentKey],
    ['changed e-mail', false, { submitted: { ...submitted, email: 'ada@lovelace.dev' } }, sentKey],
    ['changed phone', false, { submitted: { ...submitted, phone: '(312) 555-0199' } }, sentKey],
    ['changed down payment', false, { answers: { ...answers, downPayment: 3000 } }, sentKey],
    ['changed credit score', false, { answers: { ...answers, creditScore: 'Great' } }, sentKey],
    ['no saved profile (functional cookies refused)', false, { saved: {} }, sentKey],
    ['saved profile invalid (no phone)', false, { saved: { ...saved, phone: undefined } }, sentKey],
  ])('%s → skip %p', (_, expected, override, lastSentKey) => {
    expect(
      shouldSkipFinancingLead({
        saved: override.saved ?? saved,
        submitted: override.submitted ?? submitted,
        answers: override.answers ?? answers,
        lastSentKey,
      }),
    ).toBe(expected);
  });
});

test.each<[ProfileInput, boolean]>([
  [{ ...submitted, email: ' ADA@Example.com ' }, true],
  [{ ...submitted, phone: '+1 312-555-0142' }, true],
  [{ ...submitted, phone: '3125550142' }, true],
  [{ ...submitted, lastName: 'Byron' }, false],
])('sameProfile(saved, %j) = %p', (input, expected) => {
  expect(sameProfile(saved, input)).toBe(expected);
});

test('the submission key holds no contact details in clear and is stable', () => {
  expect(sentKey).toMatch(/^[0-9a-f]{8}$/);
  expect(financingSubmissionKey({ ...submitted, email: 'ADA@example.com' }, answers)).toBe(sentKey);
});
