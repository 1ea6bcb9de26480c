import { estimateTerms } from './estimate-terms';

const SAVED = { cashDown: 4_000, tradeEquity: 1_000, creditScore: 700, termMonths: 60 };

// The payment stays locked ('default') until the visitor gives terms, saved or through the estimate form.
test.each([
  ['nothing → locked', {}, null, 'default'],
  ['junk query → locked', { term: 'abc', down: '-5' }, null, 'default'],
  ['the estimate form → estimate', { term: '48' }, null, 'query'],
  ['saved terms → personalised', {}, SAVED, 'saved'],
  ['saved terms and the form → personalised, the form wins per field', { term: '48' }, SAVED, 'saved'],
] as const)('%s', (_name, query, saved, source) => {
  expect(estimateTerms(query, 25_000, saved).source).toBe(source);
});

test('saved terms fill what the form leaves out', () => {
  expect(estimateTerms({ term: '48' }, 25_000, SAVED)).toMatchObject({
    cashDown: 4_000,
    tradeEquity: 1_000,
    creditScore: 700,
    termMonths: 48,
  });
});
