/**
 * Every POST route, through its exported handler (guard included): a cross-site browser post and a `text/plain`
 * body are refused before the route reads anything. `text/plain` is what a page on another site can send without
 * a CORS preflight, so it must not skip the JSON checks.
 */
import { randomUUID } from 'node:crypto';

import { SAMPLE_LEADS } from '@/lib/leads/sample-leads';

process.env.SANITY_REVALIDATE_SECRET = 'route-test-revalidate-secret';

jest.mock('@/server/leads/lead-content', () => ({ leadContent: {} }));
jest.mock('@/server/offers/offer-content', () => ({
  publishedQuestionnaire: async () => null,
  offerVinDecoder: { decode: async () => null },
}));
jest.mock('@/server/consent/request-consent', () => ({
  getRequestConsent: async () => ({ consent: { tier: 0, allowed: ['essential'], decided: true, gpc: false } }),
}));
jest.mock('@/server/outbox/delivery', () => ({ kickDelivery: () => undefined }));
// A publish that changes vehicles starts the shoppers' alert check, which reads the inventory: not part of this test.
jest.mock('@/server/alerts/alert-loop', () => ({ kickAlertCheck: () => undefined }));
jest.mock('next/cache', () => ({ revalidateTag: () => undefined }));
jest.mock('@/server/studio/config', () => ({
  studioEndpointConfig: () => ({ secret: 'route-test-secret', origins: ['http://localhost:3333'] }),
  firstPublishedStaffMemberSlug: async () => 'staff',
}));

type Post = (request: Request) => Promise<Response>;

const ROUTES: Array<{ path: string; load: () => Promise<Post>; body: unknown; signed?: true }> = [
  {
    path: '/api/leads',
    load: async () => (await import('@/app/api/leads/route')).POST,
    body: { form: 'CONTACT_SALES', ...(SAMPLE_LEADS.CONTACT_SALES as Record<string, unknown>) },
  },
  {
    path: '/api/offers',
    load: async () => (await import('@/app/api/offers/route')).POST,
    body: { vehicle: { year: 2019, make: 'Toyota', model: 'Camry' }, mileage: 42_000, zip: '75001' },
  },
  {
    path: '/api/offers/{id}/accept',
    load: async () => {
      const { POST } = await import('@/app/api/offers/[id]/accept/route');
      return (request) => POST(request, { params: Promise.resolve({ id: randomUUID() }) });
    },
    body: { offerKind: 'cashNow' },
  },
  {
    path: '/api/customer/phoneValidation',
    load: async () => (await import('@/app/api/customer/phoneValidation/route')).POST,
    body: { type: 'phone-verification', phone: '(630) 555-0100' },
  },
  {
    path: '/api/track/facebook',
    load: async () => (await import('@/app/api/track/facebook/route')).POST,
    body: { eventName: 'Lead', event_id: 'evt-1' },
  },
  {
    path: '/api/revalidate',
    load: async () => (await import('@/app/api/revalidate/route')).POST,
    body: { _type: 'siteSettings' },
    signed: true,
  },
  {
    path: '/api/studio/test-lead',
    load: async () => (await import('@/app/api/studio/test-lead/route')).POST,
    body: { formType: 'CONTACT_SALES' },
    signed: true,
  },
];

function request(path: string, body: unknown, headers: Record<string, string>): Request {
  return new Request(`http://shop.example${path}`, {
    method: 'POST',
    headers: { host: 'shop.example', ...headers },
    body: JSON.stringify(body),
  });
}

describe.each(ROUTES)('POST $path', ({ path, load, body, signed }) => {
  test('a text/plain body is refused with 415 and a message', async () => {
    const response = await (await load())(request(path, body, { 'content-type': 'text/plain;charset=UTF-8' }));
    expect(response.status).toBe(415);
    expect(JSON.stringify(await response.json())).toMatch(/send it as JSON/);
  });

  test('a cross-site browser post is refused', async () => {
    const response = await (
      await load()
    )(request(path, body, { 'content-type': 'application/json', origin: 'https://evil.test' }));
    // Browser routes check the origin (403); signed routes refuse the missing signature instead.
    if (signed) expect([401, 403]).toContain(response.status);
    else expect(response.status).toBe(403);
  });
});

test('POST /api/leads: a NUL in a multipart field is 400 naming the field, not a server error', async () => {
  const { POST } = await import('@/app/api/leads/route');
  const form = new FormData();
  form.set('form', 'CAREERS');
  form.set('message', 'Hello\u0000there');
  const response = await POST(new Request('http://shop.example/api/leads', { method: 'POST', body: form }));
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    errors: { message: 'This field contains characters that are not allowed.' },
  });
});
