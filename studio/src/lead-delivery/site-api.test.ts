import { verifyStudioSignature } from '../../../web/src/server/studio/signature';
import { createSiteApi, SiteApiError } from './site-api';
import { STUDIO_SIGNATURE_HEADER } from './signing';

const SECRET = 'site-api-test-secret-value';
const NOW = Date.parse('2026-11-24T12:00:00Z');

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

function stubFetch(status: number, answer: unknown) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: typeof init?.body === 'string' ? init.body : '',
    });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const verify = (call: Call) => {
  const url = new URL(call.url);
  return verifyStudioSignature(
    call.headers[STUDIO_SIGNATURE_HEADER] ?? null,
    SECRET,
    { method: call.method, pathAndQuery: `${url.pathname}${url.search}`, body: call.body },
    NOW,
  );
};

describe('createSiteApi', () => {
  it('posts a test lead to the site, signed so that the site accepts it', async () => {
    const { calls, fetch } = stubFetch(201, { id: 'lead-1', formType: 'CAREERS' });
    const api = createSiteApi({ siteUrl: 'https://www.dealer.example', secret: SECRET, fetch, now: () => NOW });
    expect(await api.sendTestLead('CAREERS')).toEqual({ id: 'lead-1', formType: 'CAREERS' });
    expect(calls[0]).toMatchObject({
      url: 'https://www.dealer.example/api/studio/test-lead',
      method: 'POST',
      body: '{"formType":"CAREERS"}',
    });
    expect(verify(calls[0]!)).toEqual({ ok: true, timestamp: NOW });
  });

  it('asks for one lead’s deliveries with a signature that covers the query', async () => {
    const { calls, fetch } = stubFetch(200, { deliveries: [] });
    const api = createSiteApi({ siteUrl: 'http://localhost:3000', secret: SECRET, fetch, now: () => NOW });
    expect(await api.deliveries({ leadId: 'abc', limit: 5 })).toEqual([]);
    expect(calls[0]?.url).toBe('http://localhost:3000/api/studio/lead-deliveries?id=abc&limit=5');
    expect(verify(calls[0]!).ok).toBe(true);
  });

  it('turns the site’s refusal into an editor-readable error with the status', async () => {
    const { fetch } = stubFetch(401, { message: 'Invalid signature: the secret saved in the Studio does not match' });
    const api = createSiteApi({ siteUrl: 'http://localhost:3000', secret: SECRET, fetch, now: () => NOW });
    await expect(api.deliveries()).rejects.toEqual(
      new SiteApiError('Invalid signature: the secret saved in the Studio does not match', 401),
    );
  });

  it('explains an unreachable site (network or CORS failure)', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const api = createSiteApi({ siteUrl: 'http://localhost:3000', secret: SECRET, fetch });
    await expect(api.sendTestLead('DEFAULT')).rejects.toThrow(/Cannot reach the site at http:\/\/localhost:3000/);
  });
});
