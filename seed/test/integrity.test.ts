/**
 * Structural guarantees `sanity dataset import` and the web app rely on: determinism, ids, references, keys,
 * images and Portable Text shape.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SECTION_TYPES } from '@dealer/schemas/constants';
import { generateDataset } from '../src/generate';
import { dataset, parsed, VARIANTS, walk } from './helpers';

const ASSET = /^image@file:\/\/\.\/images\/([A-Za-z0-9._-]+)$/;

describe.each(VARIANTS)('%s dataset integrity', (variant) => {
  test('generation is deterministic (same NDJSON and same pictures twice)', () => {
    const again = generateDataset(variant);
    expect(again.ndjson).toBe(dataset(variant).ndjson);
    expect(again.images.entries()).toEqual(dataset(variant).images.entries());
  });

  test('the committed seed/dist matches the generator (run `npm run seed` after changing seed code)', () => {
    const dist = path.resolve(__dirname, '../dist');
    expect(readFileSync(path.join(dist, `${variant}.ndjson`), 'utf8')).toBe(dataset(variant).ndjson);
    for (const [file, svg] of dataset(variant).images.entries()) {
      expect({ file, svg: readFileSync(path.join(dist, 'images', file), 'utf8') }).toEqual({ file, svg });
    }
  });

  test('every document has a fixed string _id and a _type, and ids are unique', () => {
    const docs = parsed(variant);
    const ids = docs.map((doc) => doc._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const doc of docs) {
      expect(typeof doc._id).toBe('string');
      expect(doc._id).toMatch(/^[A-Za-z0-9._-]+$/);
      expect(typeof doc._type).toBe('string');
    }
  });

  test('every _ref resolves to a document in the same dataset', () => {
    const docs = parsed(variant);
    const ids = new Set(docs.map((doc) => String(doc._id)));
    const dangling: string[] = [];
    let references = 0;
    walk(docs, (value, at) => {
      if (value && typeof value === 'object' && !Array.isArray(value) && '_ref' in value) {
        references += 1;
        const record = value as { _ref: unknown; _type?: unknown };
        expect(record._type).toBe('reference');
        if (!ids.has(String(record._ref))) dangling.push(`${at} -> ${String(record._ref)}`);
      }
    });
    expect(references).toBeGreaterThan(10);
    expect(dangling).toEqual([]);
  });

  test('every array of objects has unique _keys', () => {
    const problems: string[] = [];
    walk(parsed(variant), (value, at) => {
      if (!Array.isArray(value) || at === '') return;
      const objects = value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object');
      if (objects.length === 0) return;
      const keys = objects.map((item) => item._key);
      if (keys.some((key) => typeof key !== 'string' || key === '')) problems.push(`${at}: missing _key`);
      if (new Set(keys).size !== keys.length) problems.push(`${at}: duplicate _key`);
    });
    expect(problems).toEqual([]);
  });

  test('images: every _sanityAsset names a generated SVG, and every generated SVG is used', () => {
    const files = new Map(dataset(variant).images.entries());
    const used = new Set<string>();
    walk(parsed(variant), (value, at) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      const record = value as Record<string, unknown>;
      if (!('_sanityAsset' in record)) return;
      expect(record._type).toBe('image');
      expect(typeof record.alt).toBe('string');
      const match = ASSET.exec(String(record._sanityAsset));
      if (!match?.[1]) throw new Error(`Bad asset at ${at}: ${String(record._sanityAsset)}`);
      expect(files.has(match[1])).toBe(true);
      used.add(match[1]);
    });
    expect([...files.keys()].filter((name) => !used.has(name))).toEqual([]);
  });

  test('SVGs declare width, height and a matching viewBox; vehicle pictures stay under 4 KB', () => {
    for (const [name, svg] of dataset(variant).images.entries()) {
      const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
      const width = /\bwidth="(\d+)"/.exec(root)?.[1];
      const height = /\bheight="(\d+)"/.exec(root)?.[1];
      expect(width).toBeDefined();
      expect(height).toBeDefined();
      expect(root).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(svg).toContain('<title>');
      if (name.startsWith('vehicle-') || name.startsWith('interior-'))
        expect(Buffer.byteLength(svg)).toBeLessThan(4096);
    }
  });

  test('image file names stay distinct once reduced to the embedded loader’s asset ids', () => {
    const bases = dataset(variant)
      .images.entries()
      .map(([name]) => name.replace(/\.svg$/, '').replace(/[^A-Za-z0-9]/g, ''));
    expect(new Set(bases).size).toBe(bases.length);
  });

  test('Portable Text blocks are well formed: span keys, styles and link marks that resolve', () => {
    let blocks = 0;
    walk(parsed(variant), (value, at) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      const record = value as Record<string, unknown>;
      if (record._type !== 'block') return;
      blocks += 1;
      expect(['normal', 'h2', 'h3', 'h4', 'blockquote']).toContain(record.style);
      const markDefs = record.markDefs as { _key: string; _type: string; href: string }[];
      const children = record.children as { _type: string; _key: string; text: string; marks: string[] }[];
      expect(Array.isArray(markDefs)).toBe(true);
      expect(children.length).toBeGreaterThan(0);
      const defined = new Set(markDefs.map((def) => def._key));
      for (const span of children) {
        expect(span._type).toBe('span');
        expect(typeof span.text).toBe('string');
        for (const mark of span.marks)
          if (!['strong', 'em', 'underline'].includes(mark)) expect(defined).toContain(mark);
      }
      for (const def of markDefs) expect(def.href).toMatch(/^(\/|https:\/\/|mailto:)/);
      if (record.listItem !== undefined) expect(at).toBeTruthy();
    });
    expect(blocks).toBeGreaterThan(100);
  });

  test('page sections use known section types', () => {
    for (const page of dataset(variant).documents.filter((doc) => doc._type === 'page')) {
      if (page._type !== 'page') continue;
      expect(page.sections?.length).toBeGreaterThan(0);
      for (const section of page.sections ?? []) expect(SECTION_TYPES).toContain(section._type);
    }
  });
});

test('the two datasets never give different pictures the same file name', () => {
  const [sellCar, dealership] = VARIANTS.map((variant) => new Map(dataset(variant).images.entries()));
  for (const [name, svg] of sellCar ?? []) {
    if (dealership?.has(name)) expect(dealership.get(name)).toBe(svg);
  }
});

test('the generator never reads the clock or Math.random', () => {
  const root = path.join(__dirname, '..', 'src');
  const files: string[] = [];
  const collect = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) collect(full);
      else if (name.endsWith('.ts')) files.push(full);
    }
  };
  collect(root);
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    expect({ file, clock: /Date\.now\(|new Date\(\)|Math\.random\(/.test(source) }).toEqual({ file, clock: false });
  }
});

describe.each(VARIANTS)('%s respects the Studio’s validation limits', (variant) => {
  test('SEO titles ≤ 70 and descriptions ≤ 170 characters; excerpts ≤ 300; summaries ≤ 400', () => {
    walk(parsed(variant), (value, at) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      const record = value as Record<string, unknown>;
      if (record._type === 'seoFields') {
        expect({ at, ok: String(record.title).length <= 70 }).toEqual({ at, ok: true });
        expect({ at, ok: String(record.description).length <= 170 }).toEqual({ at, ok: true });
      }
      if (record._type === 'article') expect(String(record.excerpt).length).toBeLessThanOrEqual(300);
      if (record._type === 'jobPosition') expect(String(record.summary).length).toBeLessThanOrEqual(400);
      if (record._type === 'ctaBlock') expect(String(record.label).length).toBeLessThanOrEqual(40);
      if (record._type === 'navLink' || record._type === 'navGroup')
        expect(String(record.label).length).toBeLessThanOrEqual(60);
      if (record._type === 'review') expect(Number.isInteger(record.rating)).toBe(true);
    });
  });

  test('links are site paths or absolute http(s), mailto or tel URLs without spaces', () => {
    walk(parsed(variant), (value, at) => {
      const field = at.split('.').pop() ?? '';
      if (typeof value !== 'string' || !/(href|Href|url|Url|link|Link|redirect)$/.test(field)) return;
      expect({ at, value, ok: /^(\/|https:\/\/|mailto:|tel:)\S*$/.test(value) }).toEqual({ at, value, ok: true });
    });
  });
});
