/**
 * The proxy's memo: a lookup is read once, shared by requests that arrive while it is read, served from memory
 * while fresh, and once stale still served at once while one background read replaces it.
 */
import { forgetProxyAnswers, LOOKUP_LIMIT, remembered, rememberedLookup } from './proxy-memo';

let clock = 0;
const now = () => clock;
const settle = () => new Promise((resolve) => setImmediate(resolve));

function loader(values: unknown[]) {
  const load = jest.fn(async () => {
    const next = values.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return load;
}

beforeEach(() => {
  clock = 1_000_000;
  forgetProxyAnswers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('requests arriving while the first read runs share it', async () => {
  const load = loader(['a']);
  const answers = await Promise.all([remembered('k', load, now), remembered('k', load, now)]);
  expect(answers).toEqual(['a', 'a']);
  expect(load).toHaveBeenCalledTimes(1);
});

test.each([
  ['fresh (under a minute)', 59_000, 'first', 1],
  ['stale (a minute or more): the old answer at once, one read in the background', 60_000, 'first', 2],
])('%s', async (_name, elapsed, expected, reads) => {
  const load = loader(['first', 'second']);
  await remembered('k', load, now);
  clock += elapsed;
  // Two requests at once: both answered from memory, at most one read started.
  expect(await Promise.all([remembered('k', load, now), remembered('k', load, now)])).toEqual([expected, expected]);
  expect(load).toHaveBeenCalledTimes(reads);
});

test('the background read’s answer serves the requests after it', async () => {
  const load = loader(['first', 'second']);
  await remembered('k', load, now);
  clock += 60_000;
  await remembered('k', load, now);
  await settle();
  expect(await remembered('k', load, now)).toBe('second');
});

test('a failed background read keeps the stale answer and is tried again on the next request', async () => {
  const load = loader(['first', new Error('lake down'), 'third']);
  await remembered('k', load, now);
  clock += 60_000;
  expect(await remembered('k', load, now)).toBe('first');
  await settle();
  expect(await remembered('k', load, now)).toBe('first');
  await settle();
  expect(await remembered('k', load, now)).toBe('third');
  expect(load).toHaveBeenCalledTimes(3);
});

test('after a publish the next request reads again, and a read begun before it cannot bring the old answer back', async () => {
  const load = loader(['before', 'after']);
  await remembered('k', load, now);
  clock += 60_000;
  let finishOld: (value: string) => void = () => undefined;
  const slowOld = jest.fn(() => new Promise<string>((resolve) => (finishOld = resolve)));
  await remembered('k', slowOld, now);
  forgetProxyAnswers();
  expect(await remembered('k', load, now)).toBe('after');
  finishOld('stale read');
  await settle();
  expect(await remembered('k', load, now)).toBe('after');
});

test('lookups keep the most recently used; fixed answers are never pushed out by them', async () => {
  const fixed = loader(['pages']);
  await remembered('enabledPages', fixed, now);
  const first = loader(['kept']);
  await rememberedLookup('article:kept', first, now);
  for (let index = 0; index < LOOKUP_LIMIT * 2; index += 1) {
    await rememberedLookup(`article:random-${index}`, async () => false, now);
    // Asked for again now and then: never the least recently used one.
    if (index % 50 === 0) expect(await rememberedLookup('article:kept', first, now)).toBe('kept');
  }
  expect(first).toHaveBeenCalledTimes(1);
  expect(await remembered('enabledPages', fixed, now)).toBe('pages');
  expect(fixed).toHaveBeenCalledTimes(1);
  // The oldest random ones are gone: asked again, they are read again.
  const again = loader([true]);
  expect(await rememberedLookup('article:random-0', again, now)).toBe(true);
  expect(again).toHaveBeenCalledTimes(1);
});
