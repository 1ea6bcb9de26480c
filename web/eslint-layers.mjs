// The import layers of web/src, checked by `npm run lint` (and so by `npm test`):
// - lib/ is pure rules: it imports nothing from server/, content/ or components/, so every rule runs in the browser,
//   in the server and in a plain test alike;
// - server/ (I/O adapters, page loaders) imports nothing from components/: rendering sits on top of it, never below;
// - app/ and components/ never reach the content layer: a route calls its loader in server/pages/<route>.ts, the loader
//   reads content through the facade, and components get what they show as props (docs/architecture.md). A type-only
//   import from content/ (`import type`, e.g. a generated document type) is allowed: it is erased at build time and
//   loads nothing;
// - components do not import server/pages at all (types included): what a component's props need lives in lib/, or
//   is a content type; and a component does not read the site context itself: the route's loader passes it down.
import { createRequire } from 'node:module';
import path from 'node:path';

const webDir = import.meta.dirname;

// eslint-config-next registers its resolvers under their resolved paths; the TypeScript one is given web's tsconfig
// here so `@/…` imports resolve whether ESLint runs from web/ or from the repository root.
const typescriptResolver = createRequire(import.meta.url).resolve('eslint-import-resolver-typescript');

const READS_CONTENT =
  'Routes and components do not reach content/: the route calls its loader in server/pages/<route>.ts and passes ' +
  'the data down as props (docs/architecture.md). Only `import type` of a content type is allowed.';
const READS_SITE_CONTEXT =
  "Components do not read the site context: the route's loader (server/pages) loads it and passes it as a prop.";
const PAGE_READS_SITE_CONTEXT =
  'A page, layout or not-found file gets the site context from its loader in server/pages/<route>.ts, with the ' +
  'rest of its data (docs/architecture.md).';

/** Any import of the content layer, by alias or relative path, unless it is type-only (erased at build time). */
const CONTENT_IMPORTS = {
  regex: '^(@/|(\\.\\./)+|\\./)content(/|$)',
  allowTypeImports: true,
  message: READS_CONTENT,
};

/**
 * The import rule of files that read neither content nor the site context themselves: no content/ values, and no
 * getSiteContext by alias or relative path (`message` says who passes it to them instead).
 */
const noContentNoSiteContext = (message) => [
  'error',
  {
    paths: [{ name: '@/server/site/context', importNames: ['getSiteContext'], message }],
    patterns: [CONTENT_IMPORTS, { regex: '^(\\.\\./)+server/site/context$', importNames: ['getSiteContext'], message }],
  },
];

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
            {
              target: './src/components',
              from: './src/server/pages',
              message:
                'Components do not import page loaders (types included): the route passes the data as props; ' +
                'a type the props need goes into lib/ (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'layers/routes-read-no-content',
    basePath: webDir,
    files: ['src/app/**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    // A route's test may seed or query the embedded dataset to drive the route (the content layer's test helpers).
    ignores: ['src/app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [CONTENT_IMPORTS] }],
    },
  },
  {
    name: 'layers/pages-read-through-loaders',
    basePath: webDir,
    files: ['src/app/**/{page,layout,not-found,global-not-found}.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': noContentNoSiteContext(PAGE_READS_SITE_CONTEXT),
    },
  },
  {
    name: 'layers/components-read-no-content',
    basePath: webDir,
    files: ['src/components/**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': noContentNoSiteContext(READS_SITE_CONTEXT),
    },
  },
];
