// Lints every workspace with the web app's rules (Next core-web-vitals + TypeScript).
import { globalIgnores } from 'eslint/config';
import webConfig from './web/eslint.config.mjs';

const config = [
  ...webConfig,
  { settings: { next: { rootDir: 'web/' } } },
  globalIgnores([
    '**/node_modules/**',
    '**/.next/**',
    '**/.next-*/**',
    'studio/dist/**',
    'studio/.sanity/**',
    'seed/dist/**',
    'web/src/content/sanity.types.ts',
    'seed/src/generated/**',
    'test-results/**',
    'web/test-results/**',
    'bench/.minimal-next/**',
  ]),
];

export default config;
