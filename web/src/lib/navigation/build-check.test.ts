import { BUILD_CHECK_MIN_GAP_MS, isNewBuild, shouldCheckBuild } from './build-check';

test.each<[string, unknown, boolean]>([
  ['the same build', { buildId: 'abc' }, false],
  ['another build', { buildId: 'def' }, true],
  ['an empty id', { buildId: '' }, false],
  ['not a string', { buildId: 42 }, false],
  ['no answer (a failed request)', null, false],
  ['an unexpected body', { error: 'x' }, false],
])('isNewBuild: %s', (_name, answer, expected) => {
  expect(isNewBuild('abc', answer)).toBe(expected);
});

const T = 1_750_000_000_000;
test.each<[string, number, boolean]>([
  ['just checked', T, false],
  ['59.999 s later', T + BUILD_CHECK_MIN_GAP_MS - 1, false],
  ['a minute later', T + BUILD_CHECK_MIN_GAP_MS, true],
  ['the clock moved back', T - 1, true],
])('shouldCheckBuild: %s', (_name, now, expected) => {
  expect(shouldCheckBuild(now, T)).toBe(expected);
});
