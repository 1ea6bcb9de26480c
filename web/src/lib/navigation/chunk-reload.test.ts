import {
  CHUNK_RELOAD_KEY_PREFIX,
  CHUNK_RELOAD_WINDOW_MS,
  claimChunkReload,
  isChunkLoadError,
  isFailedChunkScript,
  type AttemptStore,
} from './chunk-reload';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

test.each<[string, unknown, boolean]>([
  ['Turbopack', named('ChunkLoadError', 'Failed to load chunk /_next/static/chunks/a1.js from module 123'), true],
  ['webpack', named('ChunkLoadError', 'Loading chunk 42 failed.'), true],
  ['webpack message only', new Error('Loading chunk app-page failed. (error: …)'), true],
  ['webpack CSS', new Error('Loading CSS chunk 7 failed.'), true],
  ['Chromium import()', new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'), true],
  ['Firefox import()', new TypeError('error loading dynamically imported module: https://x/a.js'), true],
  ['Safari import()', new TypeError('Importing a module script failed.'), true],
  ['a string reason', 'Loading chunk 3 failed.', true],
  ['another error', new TypeError('Cannot read properties of undefined'), false],
  ['a failed fetch', new TypeError('Failed to fetch'), false],
  ['nothing', undefined, false],
  ['null', null, false],
])('isChunkLoadError: %s', (_name, error, expected) => {
  expect(isChunkLoadError(error)).toBe(expected);
});

test.each<[string, unknown, boolean]>([
  ['a build script', { tagName: 'SCRIPT', src: 'https://x/_next/static/chunks/a.js' }, true],
  ['a third-party script', { tagName: 'SCRIPT', src: 'https://connect.facebook.net/en_US/fbevents.js' }, false],
  ['an image of the build', { tagName: 'IMG', src: 'https://x/_next/static/media/a.png' }, false],
  ['window (a script error, not a load error)', { tagName: undefined }, false],
  ['nothing', null, false],
])('isFailedChunkScript: %s', (_name, target, expected) => {
  expect(isFailedChunkScript(target)).toBe(expected);
});

function memoryStore(entries: Record<string, string> = {}): AttemptStore & { entries: Record<string, string> } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => void (entries[key] = value),
  };
}

const T = 1_750_000_000_000;
const key = `${CHUNK_RELOAD_KEY_PREFIX}/cars`;

test.each<[string, Record<string, string>, number, boolean]>([
  ['first failure on the path', {}, T, true],
  ['again within 10 s', { [key]: String(T) }, T + CHUNK_RELOAD_WINDOW_MS - 1, false],
  ['again after exactly 10 s', { [key]: String(T) }, T + CHUNK_RELOAD_WINDOW_MS, true],
  ['again much later', { [key]: String(T) }, T + 60_000, true],
  ['another path was reloaded just now', { [`${CHUNK_RELOAD_KEY_PREFIX}/faqs`]: String(T) }, T, true],
  ['a clock moved back within 10 s', { [key]: String(T) }, T - 5_000, false],
  ['an unreadable record', { [key]: 'garbage' }, T, true],
])('claimChunkReload: %s', (_name, entries, now, expected) => {
  const store = memoryStore({ ...entries });
  expect(claimChunkReload('/cars', now, store)).toBe(expected);
  expect(store.entries[key]).toBe(expected ? String(now) : entries[key]);
});

test('claimChunkReload: no storage, or storage that throws, never reloads', () => {
  expect(claimChunkReload('/cars', T, null)).toBe(false);
  const throwing: AttemptStore = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => undefined,
  };
  expect(claimChunkReload('/cars', T, throwing)).toBe(false);
});

test('claimChunkReload: a loop of failures reloads once per 10 s', () => {
  const store = memoryStore();
  const reloads = [0, 2_000, 9_999, 10_000, 15_000, 20_000].filter((at) => claimChunkReload('/cars', T + at, store));
  expect(reloads).toEqual([0, 10_000, 20_000]);
});
