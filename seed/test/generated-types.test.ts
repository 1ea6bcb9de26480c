/**
 * `npm run typegen` extracts the Studio schema twice: for the web (every field optional, as GROQ may read drafts)
 * and for the seed (required fields enforced, src/generated/). Both must come from the same schema, or the seed
 * would be checked against a content model the site no longer reads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const readSchema = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** The extracted schema without the `optional` flags, the one thing the two extractions differ in by design. */
function withoutOptionalFlags(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutOptionalFlags);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'optional')
      .map(([key, entry]) => [key, withoutOptionalFlags(entry)]),
  );
}

test("the seed's extracted schema is the web's, field for field (run `npm run typegen` after a schema change)", () => {
  const web = readSchema('web/src/content/schema.json');
  const seed = readSchema('seed/src/generated/schema.json');
  expect(withoutOptionalFlags(seed)).toEqual(withoutOptionalFlags(web));
});

test.each([
  ['seed/src/generated/schema.json', false],
  ['web/src/content/schema.json', true],
])("%s: a store's required name is optional: %p, its address line 2 optional either way", (file, nameOptional) => {
  const types = readSchema(file) as { name: string; attributes?: Record<string, { optional?: boolean }> }[];
  const store = types.find((type) => type.name === 'store')?.attributes;
  expect(store?.name?.optional).toBe(nameOptional);
  expect(store?.addressLine2?.optional).toBe(true);
});
