import { visitorPricing } from './visitor-pricing';

const PROFILE = { firstName: 'Jamie', lastName: 'Rivera', email: 'jamie.rivera@example.com', phone: '6305550142' };
const TERMS = JSON.stringify({ d: 2000, e: 0, c: 700, t: 72 });

test.each([
  ['no cookies', {}, { terms: null, unlocked: false }],
  ['a complete profile unlocks', PROFILE, { terms: null, unlocked: true }],
  ['a profile without a phone does not', { ...PROFILE, phone: '' }, { terms: null, unlocked: false }],
  ['a malformed e-mail does not', { ...PROFILE, email: 'jamie' }, { terms: null, unlocked: false }],
  [
    'saved terms alone',
    { personalizedTerms: TERMS },
    { terms: { cashDown: 2000, tradeEquity: 0, creditScore: 700, termMonths: 72 }, unlocked: false },
  ],
  ['terms that are not ours', { personalizedTerms: '{"x":1}' }, { terms: null, unlocked: false }],
])('%s', (_name, jar: Record<string, string>, expected) => {
  expect(visitorPricing(jar)).toEqual(expected);
});
