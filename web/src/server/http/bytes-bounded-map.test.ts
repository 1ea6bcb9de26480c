import { createBytesBoundedMap } from './bytes-bounded-map';

const byLength = (_key: string, value: string) => value.length;

test('bounded by the weight of its values: the least recently used go first', () => {
  const map = createBytesBoundedMap(10, byLength);
  map.set('a', 'xxxx');
  map.set('b', 'xxxx');
  map.get('a');
  map.set('c', 'xxxx');
  expect(map.size).toBe(2);
  expect(map.get('b')).toBeUndefined();
  expect(map.get('a')).toBe('xxxx');
  expect(map.get('c')).toBe('xxxx');
});

test('setting a key again replaces its weight, not adds to it', () => {
  const map = createBytesBoundedMap(10, byLength);
  map.set('a', 'xxxxxx');
  map.set('a', 'xxxxxxxx');
  map.set('b', 'xx');
  expect(map.size).toBe(2);
});

test('a value heavier than the whole bound is not kept', () => {
  const map = createBytesBoundedMap(10, byLength);
  map.set('a', 'x'.repeat(11));
  expect(map.size).toBe(0);
});
