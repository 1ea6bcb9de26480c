import { entrance, stepEntranceFrom, type EntranceFrom } from './entrance';

describe('entrance', () => {
  test.each<[EntranceFrom, Record<string, number>]>([
    ['below', { y: 24 }],
    ['start', { x: -24 }],
    ['end', { x: 24 }],
    ['grow', { scale: 0.9 }],
  ])('from %s it starts at %j and ends in place', (from, start) => {
    const props = entrance(from, false);
    expect(props.initial).toEqual(start);
    expect(props.animate).toEqual({ x: 0, y: 0, scale: 1 });
  });

  test.each<EntranceFrom>(['below', 'start', 'end', 'grow'])(
    'reduced motion from %s: drawn in its final state at once, no movement',
    (from) => {
      const props = entrance(from, true, 0.5);
      expect(props.initial).toBe(false);
      expect(props.transition).toEqual({ duration: 0 });
    },
  );
});

describe('stepEntranceFrom', () => {
  test.each<[number | null, number, EntranceFrom | null]>([
    [null, 0, null],
    [2, 2, null],
    [0, 1, 'end'],
    [3, 1, 'start'],
  ])('from step %p to %p: %p', (previous, index, expected) => {
    expect(stepEntranceFrom(previous, index)).toBe(expected);
  });
});
