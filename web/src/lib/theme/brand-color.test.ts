import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  brandCssVariables,
  brandPalette,
  contrastRatio,
  DERIVED_BRAND_KEYS,
  mix,
  parseHex,
  toHex,
  FALLBACK_BRAND_COLOR,
  type BrandPalette,
} from './brand-color';

const white = { r: 255, g: 255, b: 255 };
const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);

describe('parseHex / toHex', () => {
  test.each([
    ['#22c55e', { r: 34, g: 197, b: 94 }],
    ['22C55E', { r: 34, g: 197, b: 94 }],
    ['#fff', { r: 255, g: 255, b: 255 }],
  ])('%s', (input, expected) => {
    expect(parseHex(input)).toEqual(expected);
    expect(parseHex(toHex(expected))).toEqual(expected);
  });

  test.each([[''], ['#12345'], ['red'], [null], [undefined]])('rejects %p', (input) => {
    expect(parseHex(input)).toBeNull();
  });
});

describe('contrastRatio', () => {
  test('black on white is 21:1', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, white)).toBeCloseTo(21, 5);
  });
  test('the fallback green fails AA with white text', () => {
    expect(contrastRatio(parseHex(FALLBACK_BRAND_COLOR)!, white)).toBeLessThan(4.5);
  });
});

describe('brandPalette', () => {
  test.each([[FALLBACK_BRAND_COLOR], ['#1d4ed8'], ['#facc15'], ['#000000'], ['#ffffff'], ['not a colour'], [null]])(
    'keeps AA contrast for %p',
    (color) => {
      const palette = brandPalette(color);
      expect(ratio(palette.solid, palette.contrast)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(palette.solid, palette.subtle)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(palette.emphasized, palette.contrast)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(palette.focusRing, '#ffffff')).toBeGreaterThanOrEqual(3);
    },
  );

  test('falls back to #22c55e', () => {
    expect(brandPalette(undefined).base).toBe('#22c55e');
  });

  test('an already dark colour is kept as the solid shade', () => {
    expect(brandPalette('#1e3a8a').solid).toBe('#1e3a8a');
  });
});

describe('brandCssVariables', () => {
  test.each([
    // A dark colour is its own solid shade and focus ring: one property.
    ['#1e3a8a', { '--brand-solid': '#1e3a8a' }],
    ['#c8102e', { '--brand-solid': '#c8102e' }],
    // A light colour is darkened for text; its focus ring needs less darkening than the solid shade.
    [FALLBACK_BRAND_COLOR, { '--brand-solid': '#167e3c', '--brand-base': '#22c55e', '--brand-focus-ring': '#1da54f' }],
  ])('%s sends only the shades the stylesheet cannot derive', (color, expected) => {
    expect(brandCssVariables(color)).toEqual(expected);
  });
});

/** `--brand-x: color-mix(in srgb, var(--brand-y), #hex N%)` declarations of the global stylesheet. */
function cssDerivations(): Map<string, { from: string; other: string; amount: number }> {
  const css = readFileSync(path.join(__dirname, '../../theme/globals.css'), 'utf8');
  const found = new Map<string, { from: string; other: string; amount: number }>();
  for (const match of css.matchAll(
    /--brand-([a-z-]+):\s*color-mix\(in srgb, var\(--brand-([a-z-]+)\), (#[0-9a-f]{6}) (\d+)%\)/g,
  )) {
    found.set(match[1]!, { from: match[2]!, other: match[3]!, amount: Number(match[4]) / 100 });
  }
  return found;
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof BrandPalette;

describe('the shades derived in CSS match brandPalette', () => {
  const derived = cssDerivations();
  test.each([[FALLBACK_BRAND_COLOR], ['#c8102e'], ['#1d4ed8'], ['#facc15'], ['#000000'], ['#ffffff']])(
    '%s',
    (color) => {
      const palette = brandPalette(color);
      const sent = brandCssVariables(color);
      for (const key of DERIVED_BRAND_KEYS) {
        const name = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        expect(sent).not.toHaveProperty(`--brand-${name}`);
        if (key === 'contrast') {
          expect(readFileSync(path.join(__dirname, '../../theme/globals.css'), 'utf8')).toContain(
            `--brand-contrast: ${palette.contrast};`,
          );
          continue;
        }
        const rule = derived.get(name);
        expect(rule).toBeDefined();
        const inBrowser = mix(parseHex(palette[camel(rule!.from)])!, parseHex(rule!.other)!, rule!.amount);
        const expected = parseHex(palette[key])!;
        // The browser rounds the mix once; brandPalette rounded its input shade first: at most one step apart.
        for (const channel of ['r', 'g', 'b'] as const) {
          expect(Math.abs(Math.round(inBrowser[channel]) - expected[channel])).toBeLessThanOrEqual(1);
        }
      }
    },
  );
});
