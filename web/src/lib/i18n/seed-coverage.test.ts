/**
 * Every interface text the web asks for by a literal key (`t('key', …)`) has a row in the seed's
 * siteSettings.uiStrings of both variants with a Spanish text: a key missing there shows its built-in English to
 * Spanish readers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const webSrc = path.resolve(__dirname, '../..');
const seedDist = path.resolve(webSrc, '../../seed/dist');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Keys only tests use, or that are deliberately left to the built-in text. */
const NOT_SEEDED = new Set(['popup.other']);

const asked = new Map<string, string>();
for (const file of sourceFiles(webSrc)) {
  for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
    if (!NOT_SEEDED.has(match[1]!)) asked.set(match[1]!, path.relative(webSrc, file));
  }
}

interface UiString {
  key: string;
  en?: string;
  es?: string;
}

describe.each(['dealership', 'sell-car'])('the %s seed', (variant) => {
  const settings = readFileSync(path.join(seedDist, `${variant}.ndjson`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _type: string; uiStrings?: UiString[] })
    .find((doc) => doc._type === 'siteSettings');
  const spanish = new Map((settings?.uiStrings ?? []).map((row) => [row.key, row.es ?? '']));

  test('the web asks for keys at all (the scan works)', () => {
    expect(asked.size).toBeGreaterThan(50);
  });

  test('has a Spanish text for every key the web asks for', () => {
    const missing = [...asked].filter(([key]) => !spanish.get(key)?.trim()).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
