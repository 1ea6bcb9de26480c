import { keyTarget, stepIndex, swipeStep, SWIPE_MIN_DISTANCE } from './gallery-navigation';

test.each([
  [0, 1, 3, 1],
  [2, 1, 3, 0],
  [0, -1, 3, 2],
  [1, -1, 3, 0],
  [0, 1, 1, 0],
  [0, 1, 0, 0],
])('from photo %i, %i step(s) of %i photos lead to photo %i', (index, delta, total, expected) => {
  expect(stepIndex(index, delta, total)).toBe(expected);
});

test.each([
  [-SWIPE_MIN_DISTANCE - 10, 0, 1],
  [SWIPE_MIN_DISTANCE + 10, 0, -1],
  [-(SWIPE_MIN_DISTANCE - 1), 0, 0],
  [-80, 120, 0],
  [80, -80, 0],
  [0, 0, 0],
])('a drag of dx %i, dy %i is step %i', (dx, dy, expected) => {
  expect(swipeStep(dx, dy)).toBe(expected);
});

test.each([
  ['ArrowRight', 0, 3, 1],
  ['ArrowRight', 2, 3, 0],
  ['ArrowLeft', 0, 3, 2],
  ['Home', 2, 3, 0],
  ['End', 0, 3, 2],
  ['Enter', 1, 3, null],
  ['ArrowDown', 1, 3, null],
])('key %s on photo %i of %i leads to %s', (key, index, total, expected) => {
  expect(keyTarget(key, index, total)).toBe(expected);
});
