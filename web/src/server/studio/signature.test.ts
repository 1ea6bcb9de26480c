import { signStudioRequest } from '../../../../studio/src/lead-delivery/signing';
import {
  STUDIO_SIGNATURE_TOLERANCE_MS,
  studioSignatureDigest,
  verifyStudioSignature,
  type SignedRequestParts,
} from './signature';

const SECRET = 'a-long-shared-secret-for-tests';
const NOW = Date.parse('2026-11-24T12:00:00Z');
const PARTS: SignedRequestParts = {
  method: 'POST',
  pathAndQuery: '/api/studio/test-lead',
  body: '{"formType":"DEFAULT"}',
};

const sign = (parts: SignedRequestParts = PARTS, timestamp = NOW, secret = SECRET) =>
  signStudioRequest(
    secret,
    { method: parts.method as 'GET' | 'POST', pathAndQuery: parts.pathAndQuery, body: parts.body },
    timestamp,
  );

describe('Studio request signature', () => {
  it('the Studio (Web Crypto) and the site (node:crypto) compute the same HMAC-SHA256', async () => {
    const header = await sign();
    expect(header).toBe(`t=${NOW},v1=${studioSignatureDigest(SECRET, NOW, PARTS)}`);
  });

  it('accepts a fresh signature over the same method, path, query and body', async () => {
    expect(verifyStudioSignature(await sign(), SECRET, PARTS, NOW + 1000)).toEqual({ ok: true, timestamp: NOW });
  });

  it.each<[string, Partial<SignedRequestParts>]>([
    ['a changed body', { body: '{"formType":"CAREERS"}' }],
    ['another path', { pathAndQuery: '/api/studio/lead-deliveries' }],
    ['another query', { pathAndQuery: '/api/studio/test-lead?x=1' }],
    ['another method', { method: 'GET' }],
  ])('refuses a signature replayed on %s', async (_case, change) => {
    const header = await sign();
    expect(verifyStudioSignature(header, SECRET, { ...PARTS, ...change }, NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses a signature made with another secret', async () => {
    const header = await sign(PARTS, NOW, 'another-secret-of-some-length');
    expect(verifyStudioSignature(header, SECRET, PARTS, NOW)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it.each([
    ['too old', -STUDIO_SIGNATURE_TOLERANCE_MS - 1],
    ['from the future', STUDIO_SIGNATURE_TOLERANCE_MS + 1],
  ])('refuses a timestamp %s (replay window)', async (_case, offset) => {
    const header = await sign(PARTS, NOW + offset);
    expect(verifyStudioSignature(header, SECRET, PARTS, NOW)).toEqual({ ok: false, reason: 'expired' });
  });

  it('accepts a timestamp at the edge of the window', async () => {
    const header = await sign(PARTS, NOW - STUDIO_SIGNATURE_TOLERANCE_MS);
    expect(verifyStudioSignature(header, SECRET, PARTS, NOW).ok).toBe(true);
  });

  it.each([
    ['no header', null, 'missing'],
    ['an empty header', '', 'missing'],
    ['a header not of the t=,v1= form', 'sha256=abc', 'malformed'],
    ['a short digest', `t=${NOW},v1=abcd`, 'malformed'],
  ])('refuses %s', (_case, header, reason) => {
    expect(verifyStudioSignature(header, SECRET, PARTS, NOW)).toEqual({ ok: false, reason });
  });
});
