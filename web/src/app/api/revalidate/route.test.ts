/**
 * The publish webhook's route over a real database: a publish that could not be carried out (the shared cache did
 * not confirm the expiry) answers 503 with Retry-After, and the sender's retry of the very same signed request is then
 * carried out, not refused as a replay; a second copy after that is the replay it is (409).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { encodeSignatureHeader } from '@sanity/webhook';

import { asProcessDatabase } from '@/server/db/testing/process-database';
import { testBackends } from '@/server/db/testing/test-backends';

const dataDir = mkdtempSync(path.join(tmpdir(), 'dealer-revalidate-route-'));
const SECRET = 'route-publish-secret';
process.env.DATA_DIR = dataDir;
process.env.SITE_DATASET = 'dealership';
process.env.SANITY_REVALIDATE_SECRET = SECRET;
process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

const expireOutcomes: boolean[] = [];
jest.mock('@/server/revalidate/expire-tags', () => ({
  expirePublishedTags: async () => expireOutcomes.shift() ?? true,
}));
// The embedded dataset is not read again here: the route's answer is what is tested.
jest.mock('@/server/revalidate/settle-content', () => ({ settlePublishedContent: async () => [] }));
// The alert check (server/alerts) reads the inventory: here only whether a publish starts it.
const alertChecks: string[] = [];
jest.mock('@/server/alerts/alert-loop', () => ({ kickAlertCheck: () => void alertChecks.push('kicked') }));
jest.setTimeout(30_000);

describe.each(testBackends())('POST /api/revalidate (%s)', (_name, backend) => {
  asProcessDatabase(backend);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const webhook = (body: string, signature: string) =>
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
      body,
    });

  it('answers 503 when the expiry is not confirmed; the same signed request again is carried out, then a replay', async () => {
    const { POST } = await import('./route');
    const body = JSON.stringify({ _type: 'legalPage' });
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);

    expireOutcomes.push(false);
    const failed = await POST(webhook(body, signature));
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('5');

    const retried = await POST(webhook(body, signature));
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ revalidated: ['legalPage'] });

    expect((await POST(webhook(body, signature))).status).toBe(409);
  });

  it("a publish of vehicles starts the shoppers' alert check; a publish of other types does not", async () => {
    const { POST } = await import('./route');
    const send = async (type: string) => {
      const body = JSON.stringify({ _type: type });
      return POST(webhook(body, await encodeSignatureHeader(body, Date.now(), SECRET)));
    };
    alertChecks.length = 0;
    expect((await send('legalPage')).status).toBe(200);
    expect(alertChecks).toEqual([]);
    expect((await send('vehicle')).status).toBe(200);
    expect(alertChecks).toEqual(['kicked']);
  });
});
