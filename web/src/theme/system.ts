import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The Chakra system. The `brand` palette reads CSS custom properties that the root layout sets on <html> from the
 * selected store's colour (lib/theme/brand-color.ts), so one static system serves every store and server-rendered
 * pages never need a client-side re-theme. Use `colorPalette="brand"` on recipes (buttons, badges, links).
 */
const brand = (name: string) => ({ value: `var(--brand-${name})` });

const config = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        brand: {
          solid: brand('solid'),
          contrast: brand('contrast'),
          fg: brand('solid'),
          muted: brand('muted'),
          subtle: brand('subtle'),
          emphasized: brand('emphasized'),
          focusRing: brand('focus-ring'),
          base: brand('base'),
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
  },
});

export const system = createSystem(defaultConfig, config);
