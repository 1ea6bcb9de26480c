/** Writes chakra-theme.css from the Chakra system (run: `npx tsx web/src/theme/generate-css.ts`). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildThemeCss } from './theme-css';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'chakra-theme.css');
writeFileSync(target, buildThemeCss());
console.log(`wrote ${target}`);
