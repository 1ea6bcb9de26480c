import zlib from 'node:zlib';
import { createDocumentMemo, documentFacts, encodedForm, encodedTag } from './document-memo';

/** A page-like document with enough structure for Brotli's best effort to differ from its fast one. */
const documentPage = () =>
  `<!DOCTYPE html><html><body>${Array.from(
    { length: 400 },
    (_, n) => `<li class="card"><a href="/cars-for-sale/vehicle-${n * 37}">Vehicle ${(n * 7919) % 1000}</a></li>`,
  ).join('')}</body></html>`;

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met');
}

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
    ['br11', '"abc-br11"'],
    ['gzip', '"abc-gzip"'],
  ] as const)('the tag of the %s form', (label, expected) => {
    expect(encodedTag('"abc"', label)).toBe(expected);
  });

  test('a compressed form is made once and shared', async () => {
    const facts = documentFacts(page(3));
    const first = encodedForm(facts, 'gzip');
    expect(encodedForm(facts, 'gzip')).toBe(first);
    expect(zlib.gunzipSync((await first).bytes).toString('utf8')).toBe(page(3));
    expect((await first).label).toBe('gzip');
  });

  test('Brotli: the fast form first, the best form from the second request on, once it is ready', async () => {
    const text = documentPage();
    const facts = documentFacts(text);
    const first = await encodedForm(facts, 'br');
    expect(first.label).toBe('br');
    // The second request starts the best form and is answered with the fast one meanwhile.
    expect(await encodedForm(facts, 'br')).toBe(first);
    await waitUntil(async () => (await encodedForm(facts, 'br')).label === 'br11');
    const best = await encodedForm(facts, 'br');
    expect(zlib.brotliDecompressSync(best.bytes).toString('utf8')).toBe(text);
    expect(best.bytes.length).toBeLessThan(first.bytes.length);
    // It is made once: later requests share it.
    expect(await encodedForm(facts, 'br')).toBe(best);
  });

  test('a document asked for once never gets the best form', async () => {
    const facts = documentFacts(documentPage());
    await encodedForm(facts, 'br');
    expect(facts.improving.size).toBe(0);
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
