import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildThemeCss } from './theme-css';

describe('chakra-theme.css', () => {
  const css = buildThemeCss();

  test('is up to date with theme/system.ts (regenerate: npx tsx web/src/theme/generate-css.ts)', () => {
    expect(readFileSync(path.join(__dirname, 'chakra-theme.css'), 'utf8')).toBe(css);
  });

  test('declares the layer order first and carries tokens, reset and the brand palette', () => {
    expect(css).toMatch(/^\/\*.*\*\/\n@layer reset, base, tokens, recipes;/);
    expect(css).toContain('--chakra-colors-brand-solid:var(--brand-solid)');
    expect(css).toContain('--chakra-colors-fg-muted:');
    expect(css).toContain('@layer reset{');
    expect(css).not.toContain('.dark');
  });
});
