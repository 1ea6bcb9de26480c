import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, runSeed, summary } from '../src/run';

describe('seed command', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(path.join(tmpdir(), 'seed-'));
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  test('parses options', () => {
    expect(parseArgs([], '/d')).toEqual({ variants: ['sell-car', 'dealership'], out: '/d', ifMissing: false });
    expect(parseArgs(['--variant', 'dealership', '--vehicles=50', '--out', '/tmp/x', '--if-missing'], '/d')).toEqual({
      variants: ['dealership'],
      vehicles: 50,
      out: path.resolve('/tmp/x'),
      ifMissing: true,
    });
    expect(parseArgs(['--help'], '/d')).toBe('help');
    expect(() => parseArgs(['--variant', 'boat'], '/d')).toThrow(/Unknown variant/);
    expect(() => parseArgs(['--vehicles', 'many'], '/d')).toThrow(/whole number/);
    expect(() => parseArgs(['--vehicles'], '/d')).toThrow(/needs a value/);
    expect(() => parseArgs(['--colour'], '/d')).toThrow(/Unknown option/);
  });

  test('writes both NDJSON files and every referenced picture', () => {
    const result = runSeed({ variants: ['sell-car', 'dealership'], vehicles: 40, out, ifMissing: false });
    expect(result.skipped).toBe(false);
    const images = new Set(readdirSync(path.join(out, 'images')));
    expect(images.size).toBe(result.files);
    for (const variant of ['sell-car', 'dealership']) {
      const text = readFileSync(path.join(out, `${variant}.ndjson`), 'utf8');
      const assets = [...text.matchAll(/"_sanityAsset":"image@file:\/\/\.\/images\/([^"]+)"/g)].map(
        (match) => match[1] ?? '',
      );
      expect(assets.length).toBeGreaterThan(20);
      for (const asset of assets) expect(images.has(asset)).toBe(true);
    }
    expect(summary(result, out)).toMatch(/dealership\.ndjson: \d+ documents/);
    expect(summary(result, out)).toMatch(/vehicle\s+40/);
  });

  test('--if-missing leaves existing output alone; one variant never deletes the other’s pictures', () => {
    const skipped = runSeed({ variants: ['sell-car', 'dealership'], out, ifMissing: true });
    expect(skipped.skipped).toBe(true);
    const before = readdirSync(path.join(out, 'images')).length;
    runSeed({ variants: ['sell-car'], out, ifMissing: false });
    expect(readdirSync(path.join(out, 'images')).length).toBe(before);
    expect(existsSync(path.join(out, 'dealership.ndjson'))).toBe(true);
  });

  test('--if-missing generates when a file is missing', () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'seed-'));
    try {
      const result = runSeed({ variants: ['sell-car', 'dealership'], vehicles: 5, out: fresh, ifMissing: true });
      expect(result.skipped).toBe(false);
      expect(existsSync(path.join(fresh, 'sell-car.ndjson'))).toBe(true);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
