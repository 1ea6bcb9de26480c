import zlib from 'node:zlib';
import { createDocumentMemo, documentFacts, encodedForm, encodedTag } from './document-memo';

const page = (n: number) =>
  `<!DOCTYPE html><html><body><p>${'x'.repeat(1000)}</p><script>go(${n})</script></body></html>`;

describe('document facts', () => {
  test('bytes, tag and script hashes of the document', () => {
    const facts = documentFacts(page(1));
    expect(facts.identity.toString('utf8')).toBe(page(1));
    expect(facts.etag).toMatch(/^"[\w-]{20}"$/);
    expect(facts.hashes).toHaveLength(1);
    expect(documentFacts(page(1)).etag).toBe(facts.etag);
    expect(documentFacts(page(2)).etag).not.toBe(facts.etag);
  });

  test.each([
    [null, '"abc"'],
    ['br', '"abc-br"'],
    ['gzip', '"abc-gzip"'],
  ] as const)('the tag of the %s form', (encoding, expected) => {
    expect(encodedTag('"abc"', encoding)).toBe(expected);
  });

  test('a compressed form is made once and shared', async () => {
    const facts = documentFacts(page(3));
    const first = encodedForm(facts, 'br');
    expect(encodedForm(facts, 'br')).toBe(first);
    expect(zlib.brotliDecompressSync(await first).toString('utf8')).toBe(page(3));
    expect(zlib.gunzipSync(await encodedForm(facts, 'gzip')).toString('utf8')).toBe(page(3));
  });
});

describe('the memo', () => {
  test('finds a document by its text, the same string or an equal one', () => {
    const memo = createDocumentMemo(1024 * 1024);
    const facts = documentFacts(page(1));
    memo.set(page(1), facts);
    expect(memo.get(page(1))).toBe(facts);
    expect(memo.get(page(2))).toBeUndefined();
  });

  test('bounded by bytes: the least recently used goes first', () => {
    // Each page weighs about 1.1 KB × 3.5; room for two.
    const memo = createDocumentMemo(9_000);
    for (const n of [1, 2]) memo.set(page(n), documentFacts(page(n)));
    memo.get(page(1));
    memo.set(page(3), documentFacts(page(3)));
    expect(memo.size).toBe(2);
    expect(memo.get(page(2))).toBeUndefined();
    expect(memo.get(page(1))).toBeDefined();
    expect(memo.get(page(3))).toBeDefined();
  });

  test('a document larger than the whole memo is not kept', () => {
    const memo = createDocumentMemo(100);
    memo.set(page(1), documentFacts(page(1)));
    expect(memo.size).toBe(0);
  });
});
