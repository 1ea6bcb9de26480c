/**
 * The route modules as Next.js runs them (shared POST guard, env config, CORS preflight) over a PGlite database.
 * The handlers themselves are covered in web/src/server/studio/studio-endpoints.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { asProcessDatabase } from '@/server/db/testing/process-database';
import { testBackends } from '@/server/db/testing/test-backends';

import { signStudioRequest } from '../../../../../studio/src/lead-delivery/signing';

const dataDir = mkdtempSync(path.join(tmpdir(), 'dealer-studio-routes-'));
const SECRET = 'route-test-secret-0123456789';
const STUDIO = 'https://dealer.sanity.studio';
process.env.DATA_DIR = dataDir;
process.env.SITE_DATASET = 'dealership';
process.env.LEAD_TEST_SECRET = SECRET;
process.env.STUDIO_ORIGIN = `${STUDIO}, http://localhost:3333`;
process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

// Jest cannot load the Content Lake client: CMS reads go to the seed dataset instead.
jest.mock('@/server/leads/lead-content', () => ({
  leadContent: jest.requireActual('@/server/leads/testing/embedded-lead-content').embeddedLeadContent('dealership'),
}));
jest.mock('@/content', () => ({ fetchPublishedContent: async () => [] }));
jest.mock('@/server/outbox/delivery', () => ({ kickDelivery: () => undefined }));
jest.setTimeout(30_000);

describe.each(testBackends())('/api/studio routes (%s)', (_name, backend) => {
  asProcessDatabase(backend);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const signedPost = async (body: string, origin = STUDIO) =>
    new Request('http://localhost/api/studio/test-lead', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'x-forwarded-for': '198.51.100.4',
        'x-dealer-studio-signature': await signStudioRequest(
          SECRET,
          { method: 'POST', pathAndQuery: '/api/studio/test-lead', body },
          Date.now(),
        ),
      },
      body,
    });

  it('POST from the Studio origin (cross-origin, signed) passes the guard and stores a test lead', async () => {
    const { POST } = await import('./test-lead/route');
    const response = await POST(await signedPost('{"formType":"DEFAULT"}'));
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(STUDIO);
    const { id } = (await response.json()) as { id: string };

    const { GET } = await import('./lead-deliveries/route');
    const pathAndQuery = `/api/studio/lead-deliveries?id=${id}`;
    const list = await GET(
      new Request(`http://localhost${pathAndQuery}`, {
        headers: {
          origin: STUDIO,
          'x-dealer-studio-signature': await signStudioRequest(
            SECRET,
            { method: 'GET', pathAndQuery, body: '' },
            Date.now(),
          ),
        },
      }),
    );
    expect(list.status).toBe(200);
    expect(((await list.json()) as { deliveries: unknown[] }).deliveries).toHaveLength(1);
  });

  it('the guard still refuses an oversized body (with CORS headers so the Studio can read why)', async () => {
    const { POST } = await import('./test-lead/route');
    const response = await POST(await signedPost(JSON.stringify({ formType: 'DEFAULT', pad: 'x'.repeat(2000) })));
    expect(response.status).toBe(413);
    expect(response.headers.get('access-control-allow-origin')).toBe(STUDIO);
  });

  it('an unsigned POST is refused without storing anything', async () => {
    const { POST } = await import('./test-lead/route');
    const response = await POST(
      new Request('http://localhost/api/studio/test-lead', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: '{"formType":"DEFAULT"}',
      }),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    [STUDIO, 204],
    ['http://localhost:3333', 204],
    ['https://evil.example', 403],
  ])('OPTIONS preflight from %s answers %i', async (origin, status) => {
    const { OPTIONS } = await import('./test-lead/route');
    const { OPTIONS: listOptions } = await import('./lead-deliveries/route');
    const ask = { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } };
    expect(OPTIONS(new Request('http://localhost/api/studio/test-lead', ask)).status).toBe(status);
    expect(listOptions(new Request('http://localhost/api/studio/lead-deliveries', ask)).status).toBe(status);
  });
});
