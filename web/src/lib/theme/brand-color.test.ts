import { brandCssVariables, brandPalette, contrastRatio, parseHex, toHex, FALLBACK_BRAND_COLOR } from './brand-color';

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

test('brandCssVariables names the custom properties', () => {
  const vars = brandCssVariables('#22c55e');
  expect(Object.keys(vars).sort()).toEqual(
    [
      '--brand-base',
      '--brand-contrast',
      '--brand-emphasized',
      '--brand-focus-ring',
      '--brand-muted',
      '--brand-solid',
      '--brand-subtle',
    ].sort(),
  );
});
