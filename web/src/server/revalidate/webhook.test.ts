import { encodeSignatureHeader } from '@sanity/webhook';
import { handleRevalidateWebhook } from './webhook';

const SECRET = 'publish-secret';

async function signed(body: unknown, secret = SECRET) {
  const raw = JSON.stringify(body);
  return { raw, signature: await encodeSignatureHeader(raw, Date.now(), secret) };
}

describe('handleRevalidateWebhook', () => {
  it('names the document type and extra tags of a correctly signed body, once each', async () => {
    const { raw, signature } = await signed({ _type: 'article', tags: ['article', 'page'] });
    const outcome = await handleRevalidateWebhook(raw, signature, SECRET);
    expect(outcome).toEqual({ status: 200, body: { revalidated: ['article', 'page'] } });
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
    expect(await handleRevalidateWebhook(raw, signature, SECRET)).toEqual({
      status: 401,
      body: { message: 'Invalid signature' },
    });
  });

  it('answers 404 when no secret is configured', async () => {
    const { raw, signature } = await signed({ _type: 'article' });
    expect((await handleRevalidateWebhook(raw, signature, undefined)).status).toBe(404);
  });

  it('answers 400 for a signed body without a _type', async () => {
    const { raw, signature } = await signed({ title: 'x' });
    expect(await handleRevalidateWebhook(raw, signature, SECRET)).toEqual({
      status: 400,
      body: { message: 'Body needs a _type' },
    });
  });
});
