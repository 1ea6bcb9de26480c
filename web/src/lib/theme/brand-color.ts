/**
 * Brand colour maths (pure). A store's `color` is an arbitrary hex, e.g. the fallback #22c55e, which fails
 * WCAG AA as a background for white text (2.3:1). These helpers derive the shades the theme actually uses so every
 * text/background pairing keeps a 4.5:1 contrast ratio.
 */

export const FALLBACK_BRAND_COLOR = '#22c55e';
export const AA_NORMAL_TEXT = 4.5;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Parses `#rgb` or `#rrggbb` (case-insensitive); null for anything else. */
export function parseHex(input: string | null | undefined): Rgb | null {
  if (!input) return null;
  const hex = input.trim().replace(/^#/, '');
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const value = Number.parseInt(full, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2.x relative luminance. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes `color` with `other`; `amount` 0 keeps `color`, 1 gives `other`. */
export function mix(color: Rgb, other: Rgb, amount: number): Rgb {
  return {
    r: color.r + (other.r - color.r) * amount,
    g: color.g + (other.g - color.g) * amount,
    b: color.b + (other.b - color.b) * amount,
  };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** Darkens `color` in small steps until it reaches `ratio` against every background given. */
export function darkenUntilContrast(color: Rgb, backgrounds: Rgb[], ratio = AA_NORMAL_TEXT): Rgb {
  for (let step = 0; step <= 50; step += 1) {
    const candidate = mix(color, BLACK, step / 50);
    const rounded = parseHex(toHex(candidate)) ?? candidate;
    if (backgrounds.every((bg) => contrastRatio(rounded, bg) >= ratio)) return rounded;
  }
  return BLACK;
}

/** The CSS custom properties the theme's `brand` palette reads (see theme/system.ts). */
export interface BrandPalette {
  /** The store's colour as given: decoration only (borders, icons next to text), never text on white. */
  base: string;
  /** Button background with white text; link and heading accent colour on white and on `subtle`. */
  solid: string;
  /** Hover/active shade of `solid`. */
  emphasized: string;
  /** Text on `solid`. */
  contrast: string;
  /** Tinted section background. */
  subtle: string;
  /** Slightly stronger tint (cards, borders). */
  muted: string;
  /** Focus ring: must be visible on white (3:1, WCAG 1.4.11). */
  focusRing: string;
}

export function brandPalette(color: string | null | undefined): BrandPalette {
  const base = parseHex(color) ?? (parseHex(FALLBACK_BRAND_COLOR) as Rgb);
  const subtle = mix(base, WHITE, 0.9);
  const muted = mix(base, WHITE, 0.75);
  const solid = darkenUntilContrast(base, [WHITE, subtle], AA_NORMAL_TEXT + 0.1);
  const emphasized = mix(solid, BLACK, 0.18);
  const focusRing = darkenUntilContrast(base, [WHITE], 3.1);
  return {
    base: toHex(base),
    solid: toHex(solid),
    emphasized: toHex(emphasized),
    contrast: '#ffffff',
    subtle: toHex(subtle),
    muted: toHex(muted),
    focusRing: toHex(focusRing),
  };
}

/**
 * The palette keys the browser derives itself (theme/globals.css, `color-mix()` from `solid` and `base`), so
 * they are not sent: every page carries the root element's style twice (markup and page payload).
 */
export const DERIVED_BRAND_KEYS = ['emphasized', 'contrast', 'subtle', 'muted'] as const;

const cssName = (key: string): `--brand-${string}` => `--brand-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * `style` value for the root element: the palette's computed shades as CSS custom properties. `base` and
 * `focusRing` default to `solid` in the stylesheet, so they are sent only when they differ from it.
 */
export function brandCssVariables(color: string | null | undefined): Record<`--brand-${string}`, string> {
  const palette = brandPalette(color);
  const vars: Record<`--brand-${string}`, string> = { [cssName('solid')]: palette.solid };
  if (palette.base !== palette.solid) vars[cssName('base')] = palette.base;
  if (palette.focusRing !== palette.solid) vars[cssName('focusRing')] = palette.focusRing;
  return vars;
}
