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

const RESTRICTED_PATH = 'import/no-restricted-paths';
const RESTRICTED_IMPORT = 'no-restricted-imports';

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
    'a component imports a server loader and a content helper',
    COMPONENT,
    `import { contentSource } from '@/content';\nimport { loadContentPage } from '@/server/pages/content-page';\nexport const a = [contentSource, loadContentPage];\n`,
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

test('no component is exempt from the content-loading rule', () => {
  const config = readFileSync(path.join(root, 'web/eslint-layers.mjs'), 'utf8');
  const block = config.slice(config.indexOf("name: 'layers/components-load-no-content'"));
  expect(block.slice(0, block.indexOf('rules:'))).not.toContain('ignores');
});

test('npm test lints the whole tree with the repository config, so the layers are part of it', () => {
  const runner = readFileSync(path.join(root, 'scripts/src/run-tests.ts'), 'utf8');
  expect(runner).toContain("'eslint', '.', '--max-warnings=0'");
});
