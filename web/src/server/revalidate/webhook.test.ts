import { encodeSignatureHeader } from '@sanity/webhook';
import { DOCUMENT_TYPES } from '@dealer/schemas/constants';

import {
  EXPIRED_SIGNATURE_MESSAGE,
  handleRevalidateWebhook,
  MAX_SIGNATURE_AGE_MS,
  TOO_MANY_TAGS_MESSAGE,
  UNKNOWN_TAG_MESSAGE,
} from './webhook';

const SECRET = 'publish-secret';

/** A ledger of this test's own (the database one has its tests in webhook-replay.test.ts). */
const memoryLedger = () => {
  const seen = new Set<string>();
  return {
    firstUse: async (key: string) => !seen.has(key) && Boolean(seen.add(key)),
    forget: async (key: string) => void seen.delete(key),
  };
};

async function signed(body: unknown, secret = SECRET, at = Date.now()) {
  const raw = JSON.stringify(body);
  return { raw, signature: await encodeSignatureHeader(raw, at, secret) };
}

describe('handleRevalidateWebhook', () => {
  it('names the document type and extra tags of a correctly signed body, once each', async () => {
    const { raw, signature } = await signed({ _type: 'article', tags: ['article', 'page'] });
    const outcome = await handleRevalidateWebhook(raw, signature, SECRET, Date.now, memoryLedger());
    expect(outcome).toMatchObject({ status: 200, body: { revalidated: ['article', 'page'] } });
  });

  it.each([
    ['no signature', async () => ({ raw: '{"_type":"article"}', signature: null })],
    ['a signature made with another secret', () => signed({ _type: 'article' }, 'other-secret')],
    [
      'a body changed after signing',
      async () => ({ ...(await signed({ _type: 'article' })), raw: '{"_type":"page"}' }),
    ],
    ['a malformed signature header', async () => ({ raw: '{"_type":"article"}', signature: 'nonsense' })],
  ])('answers 401 and names no tag for %s', async (_case, make) => {
    const { raw, signature } = await make();
    expect(await handleRevalidateWebhook(raw, signature, SECRET, Date.now, memoryLedger())).toEqual({
      status: 401,
      body: { message: 'Invalid signature' },
    });
  });

  it('answers 404 when no secret is configured', async () => {
    const { raw, signature } = await signed({ _type: 'article' });
    expect((await handleRevalidateWebhook(raw, signature, undefined, Date.now, memoryLedger())).status).toBe(404);
  });

  it('answers 400 for a signed body without a _type', async () => {
    const { raw, signature } = await signed({ title: 'x' });
    expect(await handleRevalidateWebhook(raw, signature, SECRET, Date.now, memoryLedger())).toEqual({
      status: 400,
      body: { message: 'Body needs a _type' },
    });
  });

  const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

  it.each([
    ['just now', 0, 200],
    ['4 minutes 59 seconds ago', -(MAX_SIGNATURE_AGE_MS - 1000), 200],
    ['exactly 5 minutes ago', -MAX_SIGNATURE_AGE_MS, 200],
    ['5 minutes and a second ago', -(MAX_SIGNATURE_AGE_MS + 1000), 401],
    ['a day ago', -86_400_000, 401],
    ['4 minutes ahead (clock drift)', 4 * 60_000, 200],
    ['an hour ahead', 3_600_000, 401],
  ])('a signature made %s → %p', async (_label, offset, status) => {
    const { raw, signature } = await signed({ _type: 'article' }, SECRET, NOW + offset);
    const outcome = await handleRevalidateWebhook(raw, signature, SECRET, () => NOW, memoryLedger());
    expect(outcome.status).toBe(status);
    if (status === 401) expect(outcome.body).toEqual({ message: EXPIRED_SIGNATURE_MESSAGE });
  });

  it.each<[string, unknown, number, string | string[]]>([
    ['every document type', { _type: 'page', tags: [...DOCUMENT_TYPES] }, 200, [...DOCUMENT_TYPES]],
    ['an unknown _type', { _type: 'secretCache' }, 400, UNKNOWN_TAG_MESSAGE],
    ['an unknown tag', { _type: 'article', tags: ['article', 'all-pages'] }, 400, UNKNOWN_TAG_MESSAGE],
    ['a non-string tag', { _type: 'article', tags: [1] }, 400, UNKNOWN_TAG_MESSAGE],
    ['tags that are not a list', { _type: 'article', tags: 'page' }, 400, UNKNOWN_TAG_MESSAGE],
    [
      'more tags than document types',
      { _type: 'article', tags: Array.from({ length: DOCUMENT_TYPES.length + 1 }, () => 'page') },
      400,
      TOO_MANY_TAGS_MESSAGE,
    ],
    ['a prototype name', { _type: 'constructor' }, 400, UNKNOWN_TAG_MESSAGE],
  ])('%s → %p', async (_label, body, status, expected) => {
    const { raw, signature } = await signed(body);
    const outcome = await handleRevalidateWebhook(raw, signature, SECRET, Date.now, memoryLedger());
    expect(outcome.status).toBe(status);
    if (status === 200) expect(outcome.body.revalidated?.sort()).toEqual([...(expected as string[])].sort());
    else expect(outcome.body).toEqual({ message: expected });
  });
});
