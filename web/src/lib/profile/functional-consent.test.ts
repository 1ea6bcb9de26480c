import { functionalCookiesAllowed } from './functional-consent';

test.each<[number | null, string | undefined, boolean]>([
  [0, undefined, true],
  [1, undefined, true],
  [null, undefined, true], // default tier 1
  [2, undefined, false],
  [3, undefined, false],
  [2, 'essential,functional', true],
  [3, 'essential,analytics', false],
  [3, 'essential,functional,analytics', true],
])('tier %p with consent %p → functional allowed %p', (tier, consent, allowed) => {
  expect(functionalCookiesAllowed(tier, consent)).toBe(allowed);
});
