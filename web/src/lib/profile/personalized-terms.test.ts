import {
  creditLabelForScore,
  creditScoreForLabel,
  parseTerms,
  serializeTerms,
  type PersonalizedTerms,
} from './personalized-terms';

describe('credit bands', () => {
  test.each([
    ['Great', 740],
    ['Good', 670],
    ['Okay', 580],
    ['Bad', 400],
  ] as const)('%s → %i (lowest score of the band, inside the slider)', (label, score) => {
    expect(creditScoreForLabel(label)).toBe(score);
    expect(creditLabelForScore(score)).toBe(label);
  });
});

describe('terms cookie', () => {
  const terms: PersonalizedTerms = { cashDown: 2500, tradeEquity: 4000, creditScore: 670, termMonths: 60 };

  test('round trip', () => {
    expect(parseTerms(serializeTerms(terms))).toEqual(terms);
  });

  test.each<[string, string | null | undefined, PersonalizedTerms | null]>([
    ['absent', undefined, null],
    ['not JSON', 'yes', null],
    ['not an object', '12', null],
    ['missing numbers', '{"d":1000}', null],
    [
      'out of range values snap to the sliders',
      '{"d":99999,"e":-5,"c":123,"t":13}',
      { cashDown: 20000, tradeEquity: 0, creditScore: 400, termMonths: 12 },
    ],
    [
      'no term: the default 72',
      '{"d":1000,"e":0,"c":850}',
      { cashDown: 1000, tradeEquity: 0, creditScore: 850, termMonths: 72 },
    ],
  ])('%s', (_name, value, expected) => {
    expect(parseTerms(value)).toEqual(expected);
  });
});
