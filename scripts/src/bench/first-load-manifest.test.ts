import { firstLoadFiles, parseClientReferenceManifest, rootMainFiles } from './first-load-manifest';
import { firstLoadLines } from './first-load-js-section';

const entryJSFiles = {
  '[project]/web/src/app/layout': ['static/chunks/root.js'],
  '[project]/web/src/app/not-found': ['static/chunks/root.js', 'static/chunks/not-found.js'],
  '[project]/web/src/app/global-error': ['static/chunks/root.js', 'static/chunks/global-error.js'],
  '[project]/web/src/app/(site)/layout': ['static/chunks/root.js', 'static/chunks/site.js'],
  '[project]/web/src/app/(site)/error': ['static/chunks/site.js', 'static/chunks/error.js'],
  '[project]/web/src/app/(site)/contact-us/loading': ['static/chunks/spinner.js'],
  '[project]/web/src/app/(site)/contact-us/page': ['static/chunks/site.js', 'static/chunks/contact.js'],
  '[project]/web/src/app/(site)/contact-us-old/layout': ['static/chunks/unrelated.js'],
};

const source = `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST["/(site)/contact-us/page"] = ${JSON.stringify({ moduleLoading: { prefix: '' }, entryJSFiles })};
`;

describe('parseClientReferenceManifest', () => {
  test('reads the route and the entry chunks of a page_client-reference-manifest.js', () => {
    const { route, manifest } = parseClientReferenceManifest(source);
    expect(route).toBe('/(site)/contact-us/page');
    expect(manifest.entryJSFiles).toEqual(entryJSFiles);
  });

  test('rejects anything else', () => {
    expect(() => parseClientReferenceManifest('module.exports = {}')).toThrow('not a client reference manifest');
  });
});

test('rootMainFiles reads build-manifest.json and tolerates its absence', () => {
  expect(
    rootMainFiles({ rootMainFiles: ['static/chunks/a.js', 'static/chunks/turbopack-b.js'], polyfillFiles: ['p.js'] }),
  ).toEqual(['static/chunks/a.js', 'static/chunks/turbopack-b.js']);
  expect(rootMainFiles(null)).toEqual([]);
});

describe('firstLoadFiles', () => {
  test('is the main files plus the page and the layouts and loading states above it, each once', () => {
    expect(firstLoadFiles('/(site)/contact-us/page', { entryJSFiles }, ['static/chunks/main.js'])).toEqual([
      'static/chunks/main.js',
      'static/chunks/root.js',
      'static/chunks/site.js',
      'static/chunks/spinner.js',
      'static/chunks/contact.js',
    ]);
  });

  test('leaves out not-found, error boundaries and layouts of sibling routes', () => {
    const files = firstLoadFiles('/(site)/contact-us/page', { entryJSFiles }, []);
    for (const absent of ['not-found.js', 'global-error.js', 'error.js', 'unrelated.js'])
      expect(files).not.toContain(`static/chunks/${absent}`);
  });

  test('a manifest without entries leaves the main files', () => {
    expect(firstLoadFiles('/(site)/page', {}, ['static/chunks/main.js'])).toEqual(['static/chunks/main.js']);
  });
});

describe('firstLoadLines', () => {
  const kb = 1024;
  const routes = [
    { route: '/[variant]/(site)/auto-financing/page', url: '/auto-financing', files: 9, gzipBytes: 155 * kb },
    { route: '/[variant]/(site)/page', url: '/', files: 9, gzipBytes: 120 * kb },
  ];

  test('reports each page type in KB against the 150 KB budget, and the largest route', () => {
    const lines = firstLoadLines(routes);
    expect(lines[0]).toMatchObject({ name: 'home', measured: 120, unit: 'KB', budget: { kind: 'max', value: 150 } });
    expect(lines.at(-1)).toMatchObject({ name: 'largest page route', measured: 155, note: '/auto-financing' });
  });

  test('a page type missing from the build is not measured, and says which route', () => {
    const srp = firstLoadLines(routes).find((line) => line.name === 'SRP');
    expect(srp).toMatchObject({ measured: null, note: '/[variant]/(site)/cars-for-sale/page not in the build' });
  });
});
