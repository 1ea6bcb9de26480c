/**
 * A captured publish webhook cannot be replayed inside its 5-minute window: the signature of an accepted request is
 * remembered in the database (so every instance behind a load balancer sees it) until it would have expired, and a
 * repeat is refused with 409. The signature is compared in constant time. docs/caching.md#nexts-cache-and-publishing.
 */
import * as crypto from 'node:crypto';

import { encodeSignatureHeader } from '@sanity/webhook';

import { testBackends, type OpenedBackend } from '../db/testing/test-backends';
import { databaseSignatureLedger } from './signature-ledger';
import {
  EXPIRED_SIGNATURE_MESSAGE,
  handleRevalidateWebhook,
  INVALID_SIGNATURE_MESSAGE,
  MAX_SIGNATURE_AGE_MS,
  REPLAYED_SIGNATURE_MESSAGE,
} from './webhook';

jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, timingSafeEqual: jest.fn(actual.timingSafeEqual) };
});

const SECRET = 'publish-secret';
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

async function signed(body: unknown, at = NOW, secret = SECRET) {
  const raw = JSON.stringify(body);
  return { raw, signature: await encodeSignatureHeader(raw, at, secret) };
}

describe.each(testBackends())('publish webhook replays on %s', (_name, backend) => {
  let store: OpenedBackend;
  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(() => store.close());
  beforeEach(() => store.reset());

  const post = (raw: string, signature: string | null, at = NOW) =>
    handleRevalidateWebhook(
      raw,
      signature,
      SECRET,
      () => at,
      databaseSignatureLedger(() => store.db),
    );

  test('the same signed body twice: 200, then 409', async () => {
    const { raw, signature } = await signed({ _type: 'article' });
    expect(await post(raw, signature)).toMatchObject({ status: 200, body: { revalidated: ['article'] } });
    expect(await post(raw, signature, NOW + 60_000)).toEqual({
      status: 409,
      body: { message: REPLAYED_SIGNATURE_MESSAGE },
    });
  });

  test('a repeat formatted differently (spaces in the header) is the same signature', async () => {
    const { raw, signature } = await signed({ _type: 'article' });
    expect((await post(raw, signature)).status).toBe(200);
    expect((await post(raw, signature.replace(',', ', '))).status).toBe(409);
  });

  test('another instance sharing the database refuses the repeat too', async () => {
    const { raw, signature } = await signed({ _type: 'page' });
    expect((await post(raw, signature)).status).toBe(200);
    const other = await handleRevalidateWebhook(
      raw,
      signature,
      SECRET,
      () => NOW + 1000,
      databaseSignatureLedger(() => store.db),
    );
    expect(other.status).toBe(409);
  });

  test('the same request twice at once: one 200, one 409', async () => {
    const { raw, signature } = await signed({ _type: 'vehicle' });
    const statuses = (await Promise.all([post(raw, signature), post(raw, signature)])).map((o) => o.status);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  test('a different valid webhook is accepted: another body, or the same body signed at another time', async () => {
    const first = await signed({ _type: 'article' });
    expect((await post(first.raw, first.signature)).status).toBe(200);
    const otherBody = await signed({ _type: 'page' });
    expect((await post(otherBody.raw, otherBody.signature)).status).toBe(200);
    const later = await signed({ _type: 'article' }, NOW + 30_000);
    expect((await post(later.raw, later.signature, NOW + 30_000)).status).toBe(200);
  });

  test('an expired signature is 401 as before, replayed or not', async () => {
    const { raw, signature } = await signed({ _type: 'article' });
    expect((await post(raw, signature)).status).toBe(200);
    const late = NOW + MAX_SIGNATURE_AGE_MS + 1000;
    expect(await post(raw, signature, late)).toEqual({ status: 401, body: { message: EXPIRED_SIGNATURE_MESSAGE } });
    const old = await signed({ _type: 'page' }, NOW - MAX_SIGNATURE_AGE_MS - 1000);
    expect(await post(old.raw, old.signature)).toEqual({ status: 401, body: { message: EXPIRED_SIGNATURE_MESSAGE } });
  });

  test('a publish that could not be carried out is forgotten: the sender may send the same request again', async () => {
    const { raw, signature } = await signed({ _type: 'article' });
    const accepted = await post(raw, signature);
    expect(accepted.status).toBe(200);
    // The route could not expire the tags (the shared cache unreachable) and answers 503: its retry is no replay.
    await accepted.forget?.();
    expect((await post(raw, signature)).status).toBe(200);
    expect((await post(raw, signature)).status).toBe(409);
  });

  test('a refused request (bad signature, bad body) is not remembered', async () => {
    const { raw, signature } = await signed({ _type: 'article' });
    expect((await post(raw, signature.replace(/v1=./, 'v1=A'))).status).toBe(401);
    expect((await post(raw, signature)).status).toBe(200);
    const bad = await signed({ _type: 'secretCache' });
    expect((await post(bad.raw, bad.signature)).status).toBe(400);
    expect((await post(bad.raw, bad.signature)).status).toBe(400);
  });
});

describe('the signature compare', () => {
  const timingSafeEqual = crypto.timingSafeEqual as jest.MockedFunction<typeof crypto.timingSafeEqual>;
  const remembering = { firstUse: async () => true, forget: async () => undefined };
  beforeEach(() => timingSafeEqual.mockClear());

  test('is crypto.timingSafeEqual over the HMAC bytes', async () => {
    const { raw, signature } = await signed({ _type: 'article' });
    const expected = crypto.createHmac('sha256', SECRET).update(`${NOW}.${raw}`).digest();
    expect((await handleRevalidateWebhook(raw, signature, SECRET, () => NOW, remembering)).status).toBe(200);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    const [presented, computed] = timingSafeEqual.mock.calls[0]!.map((bytes) => Buffer.from(bytes as Uint8Array));
    expect(computed).toEqual(expected);
    expect(presented).toEqual(expected);
  });

  test('a signature that differs in its last byte is refused by that compare', async () => {
    const { raw, signature } = await signed({ _type: 'article' });
    const digest = Buffer.from(signature.split('v1=')[1]!, 'base64url');
    digest.writeUInt8(digest.readUInt8(digest.length - 1) ^ 1, digest.length - 1);
    const forged = `t=${NOW},v1=${digest.toString('base64url')}`;
    const outcome = await handleRevalidateWebhook(raw, forged, SECRET, () => NOW, remembering);
    expect(outcome).toEqual({ status: 401, body: { message: INVALID_SIGNATURE_MESSAGE } });
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    expect(timingSafeEqual.mock.results[0]?.value).toBe(false);
  });
});
