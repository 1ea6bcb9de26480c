import { createScriptHashMemo } from './script-hash-memo';

describe('script hash memo', () => {
  test.each([
    ['under the limit, every ETag is kept', ['"a"', '"b"'], 3, { '"a"': true, '"b"': true }],
    ['past the limit, the oldest ETag goes', ['"a"', '"b"', '"c"', '"d"'], 3, { '"a"': false, '"d"': true }],
    ['a stored ETag stored again counts as new', ['"a"', '"b"', '"c"', '"a"', '"d"'], 3, { '"a"': true, '"b"': false }],
  ])('%s', (_name, etags, limit, expected) => {
    const memo = createScriptHashMemo(limit);
    for (const etag of etags) memo.set(etag, [`hash-of-${etag}`]);
    for (const [etag, kept] of Object.entries(expected)) {
      expect(memo.get(etag)).toEqual(kept ? [`hash-of-${etag}`] : undefined);
    }
    expect(memo.size).toBeLessThanOrEqual(limit);
  });
});
