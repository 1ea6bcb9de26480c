import { UI_STRINGS } from '../../../../seed/src/content/settings';
import { CREDIT_STEPS } from '../forms/finance/credit-application-steps';
import { SERVICE_STRINGS } from '../service/service-strings';
import { FINANCE_STRINGS } from './finance-strings';

const seeded = new Map(UI_STRINGS.map(([key, en, es]) => [key, { en, es }]));

test.each(Object.values({ ...FINANCE_STRINGS, ...SERVICE_STRINGS }))(
  'the seed carries $key with today’s wording (en and es)',
  ({ key, en, es }) => {
    expect(seeded.get(key)).toEqual({ en, es });
  },
);

test('the credit application step fallbacks are the steps’ own titles', () => {
  const byStep = {
    applicant: FINANCE_STRINGS.stepApplicant.en,
    residence: FINANCE_STRINGS.stepResidence.en,
    employment: FINANCE_STRINGS.stepEmployment.en,
    coBorrower: FINANCE_STRINGS.stepCoBorrower.en,
    review: FINANCE_STRINGS.stepReview.en,
  };
  expect(CREDIT_STEPS.map((step) => step.title)).toEqual(CREDIT_STEPS.map((step) => byStep[step.id]));
});
