// The import layers of web/src, checked by `npm run lint` (and so by `npm test`):
// - lib/ is pure rules: it imports nothing from server/, content/ or components/, so every rule runs in the browser,
//   in the server and in a plain test alike;
// - server/ (I/O adapters, page loaders) imports nothing from components/: rendering sits on top of it, never below;
// - components do not load content: a page (or a server page loader) fetches and passes the documents down.
import { createRequire } from 'node:module';
import path from 'node:path';

const webDir = import.meta.dirname;

// eslint-config-next registers its resolvers under their resolved paths; the TypeScript one is given web's tsconfig
// here so `@/…` imports resolve whether ESLint runs from web/ or from the repository root.
const typescriptResolver = createRequire(import.meta.url).resolve('eslint-import-resolver-typescript');

const CONTENT_LOADERS = ['fetchContent', 'fetchPublishedContent'];
const LOADS_CONTENT = 'Components do not load content: fetch it in the page or a server/ loader and pass it down.';

export const layers = [
  {
    name: 'layers/imports',
    basePath: webDir,
    files: ['src/**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    settings: {
      'import/resolver': {
        [typescriptResolver]: { alwaysTryTypes: true, project: path.join(webDir, 'tsconfig.json') },
      },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: webDir,
          zones: [
            {
              target: './src/lib',
              from: ['./src/server', './src/content', './src/components'],
              message: 'lib/ is pure rules: move the code it needs into lib/, or the caller into server/.',
            },
            {
              target: './src/server',
              from: './src/components',
              message: 'server/ sits below rendering: move what it needs into lib/ or server/.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'layers/components-load-no-content',
    basePath: webDir,
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@/content', importNames: CONTENT_LOADERS, message: LOADS_CONTENT }],
          patterns: [
            { regex: '^(\\.\\./)+content(/index)?$', importNames: CONTENT_LOADERS, message: LOADS_CONTENT },
            // The providers behind the facade: reading them directly would load content just the same.
            { regex: '^(@/|(\\.\\./)+)content/(fetch|lake|embedded)(/|$)', message: LOADS_CONTENT },
          ],
        },
      ],
    },
  },
];
