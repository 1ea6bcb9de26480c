import { ANONYMOUS_PRICING, mayPersonalizePricing } from './pricing-cookies';
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

/** A jar as `document.cookie` spells it. */
const header = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');

describe('the light check of the first load: anonymous pricing without loading the parser', () => {
  test.each([
    ['no cookies', {}, false],
    [
      'only consent and store cookies',
      { allowCookies: 'essential', displayCookies: 'hide', userSelectedStore: 's1' },
      false,
    ],
    [
      'a profile without an e-mail (never valid)',
      { firstName: 'Jamie', lastName: 'Rivera', phone: '6305550142' },
      false,
    ],
    ['a name that only ends like one', { xemail: 'a@b.co', mypersonalizedTerms: TERMS }, false],
    ['saved terms', { personalizedTerms: TERMS }, true],
    ['a complete profile', PROFILE, true],
    ['an e-mail alone (parsed, then found anonymous)', { email: 'jamie@example.com' }, true],
  ])('%s', (_name, jar: Record<string, string>, may) => {
    expect(mayPersonalizePricing(header(jar))).toBe(may);
    // Never wrong in the costly direction: a jar it calls anonymous prices as anonymous.
    if (!may) expect(visitorPricing(jar)).toEqual(ANONYMOUS_PRICING);
  });
});
