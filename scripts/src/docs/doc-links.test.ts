/**
 * Links to the repository's docs hold: every `docs/<page>.md#anchor` named in code, README or a doc exists, every
 * relative link between docs pages resolves, and docs/README.md indexes every page of docs/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { headingAnchor, pageAnchors, relativeDocLinks, repoDocLinks, type DocLink } from './doc-links';

const root = path.resolve(__dirname, '../../..');
const SOURCE_ROOTS = ['web/src', 'web/e2e', 'schemas/src', 'seed/src', 'studio/src', 'scripts', 'bench', '.ci'];
const SKIPPED = new Set(['node_modules', 'dist', '.next', 'test-results']);
const TEXT_FILE = /\.(ts|tsx|mjs|cjs|js|md|sh|template|conf|yml)$|^run$/;

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    if (SKIPPED.has(name) || name.startsWith('.next')) return [];
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return walk(full);
    return TEXT_FILE.test(name) ? [full] : [];
  });
}

const docsDir = path.join(root, 'docs');
const docPages = readdirSync(docsDir).filter((name) => name.endsWith('.md'));
const anchorsOf = new Map(
  docPages.map((name) => [`docs/${name}`, pageAnchors(readFileSync(path.join(docsDir, name), 'utf8'))]),
);

function broken(links: DocLink[]): string[] {
  return links.flatMap(({ page, anchor }) => {
    const anchors = anchorsOf.get(page);
    if (!anchors) return [`${page} (no such page)`];
    return anchor && !anchors.has(anchor) ? [`${page}#${anchor} (no such heading)`] : [];
  });
}

describe('headingAnchor and pageAnchors (GitHub rules)', () => {
  test.each([
    ['Request bodies', 'request-bodies'],
    ['Next’s cache and publishing', 'nexts-cache-and-publishing'],
    [
      'Cache variants: the visitor’s choices, without cookies in pages',
      'cache-variants-the-visitors-choices-without-cookies-in-pages',
    ],
    ['`TRUST_PROXY` and clients', 'trust_proxy-and-clients'],
    ['Phone masks (US)', 'phone-masks-us'],
  ])('%s → %s', (heading, anchor) => {
    expect(headingAnchor(heading)).toBe(anchor);
  });

  test('repeated headings are numbered; headings inside code fences are not headings', () => {
    const anchors = pageAnchors('# Toasts\n\n## Toasts\n\n```\n# not a heading\n```\n');
    expect([...anchors]).toEqual(['toasts', 'toasts-1']);
  });
});

describe('links to the docs', () => {
  const sources = [...SOURCE_ROOTS.flatMap((folder) => walk(path.join(root, folder))), path.join(root, 'README.md')];

  test('the scan finds the code’s pointers (so an empty result means nothing was broken, not nothing was read)', () => {
    const linked = sources.flatMap((file) => repoDocLinks(readFileSync(file, 'utf8')));
    expect(linked.length).toBeGreaterThan(50);
  });

  test('every docs/<page>.md#anchor named in code, scripts, CI and README exists', () => {
    const problems = sources.flatMap((file) =>
      broken(repoDocLinks(readFileSync(file, 'utf8'))).map((problem) => `${path.relative(root, file)}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  test('every link between docs pages resolves, anchors included', () => {
    const problems = docPages.flatMap((name) => {
      const text = readFileSync(path.join(docsDir, name), 'utf8');
      const links = [
        ...relativeDocLinks(text).map((link) => ({ ...link, page: link.page || `docs/${name}` })),
        ...repoDocLinks(text),
      ];
      return broken(links).map((problem) => `docs/${name}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  test('docs/README.md indexes every page of docs/', () => {
    const index = readFileSync(path.join(docsDir, 'README.md'), 'utf8');
    const indexed = new Set(relativeDocLinks(index).map((link) => link.page));
    expect(docPages.filter((name) => name !== 'README.md' && !indexed.has(`docs/${name}`))).toEqual([]);
  });
});
