/**
 * The import layers of web/src (web/eslint-layers.mjs) hold under the repository's ESLint config, the one
 * `npm run lint` and `npm test` run over the whole tree: each rule fails on a small violating file and stays quiet
 * on the imports the layers allow.
 *
 * ESLint loads its flat config with import(), which Jest's module sandbox does not offer, so the files are linted by
 * the ESLint Node API in a child process.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Fixture {
  /** Where the file would live, relative to the repository root (it is linted as text, never written). */
  file: string;
  code: string;
}

interface Linted {
  file: string;
  ignored: boolean;
  rules: string[];
}

const LINT_FIXTURES = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const linted = [];
for (const fixture of JSON.parse(input)) {
  const [result] = await eslint.lintText(fixture.code, { filePath: fixture.file });
  linted.push({
    file: fixture.file,
    ignored: await eslint.isPathIgnored(fixture.file),
    rules: result.messages.map((message) => message.ruleId ?? message.message),
  });
}
process.stdout.write(JSON.stringify({ linted }));
`;

function lint(fixtures: Fixture[]): { linted: Linted[] } {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_FIXTURES], {
    cwd: root,
    input: JSON.stringify(fixtures),
    encoding: 'utf8',
  });
  return JSON.parse(output) as { linted: Linted[] };
}

const LIB = 'web/src/lib/layer-fixture/rule.ts';
const SERVER = 'web/src/server/layer-fixture/adapter.ts';
const COMPONENT = 'web/src/components/layer-fixture/section.tsx';
const ROUTE = 'web/src/app/[variant]/(site)/layer-fixture/page.tsx';
const ROUTE_TEST = 'web/src/app/[variant]/(site)/layer-fixture/page.test.tsx';
const NOT_FOUND = 'web/src/app/[variant]/(site)/layer-fixture/not-found.tsx';
const ROUTE_HANDLER = 'web/src/app/api/layer-fixture/route.ts';

const RESTRICTED_PATH = 'import/no-restricted-paths';
const RESTRICTED_IMPORT = '@typescript-eslint/no-restricted-imports';

/** [what the file does, where it lives, its code, the rules it breaks (none: the layers allow it)]. */
const CASES: [string, string, string, string[]][] = [
  [
    'lib imports server/ by alias',
    LIB,
    `import { env } from '@/server/env';\nexport const a = env;\n`,
    [RESTRICTED_PATH],
  ],
  [
    'lib imports server/ by a relative path',
    LIB,
    `import { env } from '../../server/env';\nexport const a = env;\n`,
    [RESTRICTED_PATH],
  ],
  [
    'lib imports content/ (a type only)',
    LIB,
    `import type { SiteShellQueryResult } from '@/content/sanity.types';\nexport type A = SiteShellQueryResult;\n`,
    [RESTRICTED_PATH],
  ],
  [
    'lib imports components/',
    LIB,
    `import { ContentPage } from '@/components/page/content-page';\nexport const a = ContentPage;\n`,
    [RESTRICTED_PATH],
  ],
  [
    'lib imports lib/ and packages',
    LIB,
    `import { z } from 'zod';\nimport { snapToSlider } from '@/lib/finance';\nexport const a = [z, snapToSlider];\n`,
    [],
  ],
  [
    'server imports components/',
    SERVER,
    `import { ContentPage } from '@/components/page/content-page';\nexport const a = ContentPage;\n`,
    [RESTRICTED_PATH],
  ],
  [
    'server imports lib/, content/ and server/',
    SERVER,
    `import { fetchContent } from '@/content';\nimport { snapToSlider } from '@/lib/finance';\nimport { env } from '../env';\nexport const a = [fetchContent, snapToSlider, env];\n`,
    [],
  ],
  [
    'a component imports fetchContent',
    COMPONENT,
    `import { fetchContent } from '@/content';\nexport const a = fetchContent;\n`,
    [RESTRICTED_IMPORT],
  ],
  [
    'a component imports fetchContent by a relative path',
    COMPONENT,
    `import { fetchContent } from '../../content';\nexport const a = fetchContent;\n`,
    [RESTRICTED_IMPORT],
  ],
  [
    'a component reads a content provider directly',
    COMPONENT,
    `import { runEmbeddedQuery } from '@/content/embedded/run-query';\nexport const a = runEmbeddedQuery;\n`,
    [RESTRICTED_IMPORT],
  ],
  [
    'a component imports a content helper (no value import from content/ at all)',
    COMPONENT,
    `import { contentSource } from '@/content';\nexport const a = contentSource;\n`,
    [RESTRICTED_IMPORT],
  ],
  [
    'a component imports a query',
    COMPONENT,
    `import { reviewsQuery } from '@/content/queries';\nexport const a = reviewsQuery;\n`,
    [RESTRICTED_IMPORT],
  ],
  [
    'a component imports a content type (type-only)',
    COMPONENT,
    `import type { ReviewsQueryResult } from '@/content/sanity.types';\nexport type A = ReviewsQueryResult;\n`,
    [],
  ],
  [
    'a component imports a page loader',
    COMPONENT,
    `import { loadContentPage } from '@/server/pages/content-page';\nexport const a = loadContentPage;\n`,
    [RESTRICTED_PATH],
  ],
  [
    'a component imports a page loader by a relative path',
    COMPONENT,
    `import { loadContentPage } from '../../server/pages/content-page';\nexport const a = loadContentPage;\n`,
    [RESTRICTED_PATH],
  ],
  [
    'a component imports a type from a page loader',
    COMPONENT,
    `import type { LoadedSection } from '@/server/pages/page-sections';\nexport type A = LoadedSection;\n`,
    [RESTRICTED_PATH],
  ],
  [
    'a component reads the site context itself',
    COMPONENT,
    `import { getSiteContext } from '@/server/site/context';\nexport const a = getSiteContext;\n`,
    [RESTRICTED_IMPORT],
  ],
  [
    'a component reads the site context by a relative path',
    COMPONENT,
    `import { getSiteContext } from '../../server/site/context';\nexport const a = getSiteContext;\n`,
    [RESTRICTED_IMPORT],
  ],
  [
    'a component takes the site context as a prop (its type, lib/ and other server/ modules)',
    COMPONENT,
    `import type { SiteContext } from '@/server/site/context';\nimport type { VehicleCard } from '@/server/inventory/search';\nimport { snapToSlider } from '@/lib/finance';\nexport type A = [SiteContext, VehicleCard];\nexport const b = snapToSlider;\n`,
    [],
  ],
  [
    'a page reads the site context itself, not through its loader',
    ROUTE,
    `import { getSiteContext } from '@/server/site/context';\nexport const a = getSiteContext;\n`,
    [RESTRICTED_IMPORT],
  ],
  [
    'a not-found page reads the site context by a relative path',
    NOT_FOUND,
    `import { getSiteContext } from '../../../../server/site/context';\nexport const a = getSiteContext;\n`,
    [RESTRICTED_IMPORT],
  ],
  [
    'a route handler (not a page) may read the site context',
    ROUTE_HANDLER,
    `import { getSiteContext } from '@/server/site/context';\nexport const a = getSiteContext;\n`,
    [],
  ],
  [
    'a route imports fetchContent',
    ROUTE,
    `import { fetchContent } from '@/content';\nexport const a = fetchContent;\n`,
    [RESTRICTED_IMPORT],
  ],
  [
    'a route imports a query',
    ROUTE,
    `import { legalPageBySlugQuery } from '@/content/queries';\nexport const a = legalPageBySlugQuery;\n`,
    [RESTRICTED_IMPORT],
  ],
  [
    'a route imports a content module by a relative path',
    ROUTE,
    `import { seedImagesDir } from '../../../../content/embedded/seed-location';\nexport const a = seedImagesDir;\n`,
    [RESTRICTED_IMPORT],
  ],
  [
    'a route calls its loader and renders a component (and may name a content type)',
    ROUTE,
    `import { ContentPage } from '@/components/page/content-page';\nimport type { PageDocument } from '@/content/section-types';\nimport { loadContentPageSections } from '@/server/pages/content-page';\nexport type A = PageDocument;\nexport const b = [ContentPage, loadContentPageSections];\n`,
    [],
  ],
  [
    "a route's test seeds the embedded dataset",
    ROUTE_TEST,
    `import { seedDataset } from '@/content/embedded/testing/seed-dataset';\nexport const a = seedDataset;\n`,
    [],
  ],
];

const fixtures = CASES.map(([, file, code]) => ({ file, code }));
let result: { linted: Linted[] };

beforeAll(() => {
  result = lint(fixtures);
}, 120_000);

test.each(CASES.map((entry, index) => [...entry, index] as const))('%s', (_name, file, _code, expected, index) => {
  const linted = result.linted[index];
  expect(linted?.file).toBe(file);
  expect(linted?.ignored).toBe(false);
  expect(linted?.rules).toEqual(expected);
});

/** The text of one named block of web/eslint-layers.mjs, up to its rules. */
function layerBlockHead(name: string): string {
  const config = readFileSync(path.join(root, 'web/eslint-layers.mjs'), 'utf8');
  const start = config.indexOf(`name: '${name}'`);
  expect(start).toBeGreaterThan(-1);
  const block = config.slice(start);
  return block.slice(0, block.indexOf('rules:'));
}

test('no component is exempt from the content rule', () => {
  expect(layerBlockHead('layers/components-read-no-content')).not.toContain('ignores');
});

test('only route tests are exempt from the routes content rule', () => {
  const head = layerBlockHead('layers/routes-read-no-content');
  expect(head.match(/ignores: \[([^\]]*)\]/)?.[1]).toBe("'src/app/**/*.test.{ts,tsx}'");
});

test('npm test lints the whole tree with the repository config, so the layers are part of it', () => {
  const runner = readFileSync(path.join(root, 'scripts/src/run-tests.ts'), 'utf8');
  expect(runner).toContain("'eslint', '.', '--max-warnings=0'");
});
