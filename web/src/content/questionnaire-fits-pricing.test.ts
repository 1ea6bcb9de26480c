/** The questionnaire query's generated result type feeds the pricing rules as it is, with no mapping between. */
import { seededQuestionnaire } from '@/lib/pricing/test-support/seeded-questionnaire';
import type { QuestionnaireData } from '@/lib/pricing/types';
import type { QuestionnaireQueryResult } from './sanity.types';

test('the GROQ questionnaire query result fits the pricing input (compile-time check)', () => {
  const fits = (result: NonNullable<QuestionnaireQueryResult>): QuestionnaireData => result;
  const seeded = seededQuestionnaire() as NonNullable<QuestionnaireQueryResult>;
  expect(fits(seeded).questions?.length).toBeGreaterThan(10);
});
