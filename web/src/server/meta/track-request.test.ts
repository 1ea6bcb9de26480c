import { createHash } from 'node:crypto';
import type { ConversionsApi, ServerEvent } from './conversions-api';
import { graphConversionsApi } from './conversions-api';
import { handleTrackRequest } from './track-request';
import { hashUserField, normalizeUserField, type HashedUserField } from './user-data';
import { spentRequest } from '@/server/http/testing/spent-request';

const sha = (value: string) => createHash('sha256').update(value).digest('hex');
const ALL = ['essential', 'functional', 'analytics', 'targeting'] as const;

function recordingApi() {
  const sent: ServerEvent[] = [];
  const api: ConversionsApi = { kind: 'graph', send: async (event) => void sent.push(event) };
  return { api, sent };
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/track/facebook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'UA/1.0',
      'x-forwarded-for': '203.0.113.9',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);
const validBody = {
  eventName: 'Lead',
  event_id: 'evt-1',
  event_time: Math.floor(NOW / 1000) - 5,
  fbp: 'fb.1.1700000000000.123',
  fbc: 'fb.1.1700000000000.abc',
  user_data: {
    em: '  Jane.Doe@Example.COM ',
    ph: '+1 (630) 555-0100',
    fn: 'Jane',
    ln: "O'Neil",
    ct: 'Oak Brook',
    st: 'IL',
    zp: '60523-1234',
    country: 'US',
    external_id: 'visitor-42',
    client_user_agent: 'Mozilla/5.0',
  },
};

describe('normalisation per Meta customer information rules', () => {
  test.each<[HashedUserField, string, string | null]>([
    ['em', '  Jane.Doe@Example.COM ', 'jane.doe@example.com'],
    ['ph', '+1 (630) 555-0100', '16305550100'],
    ['ph', '630-555-0100', '16305550100'],
    ['ph', '12', null],
    ['ph', '+44 844 412 4653', '448444124653'],
    ['ph', '0044 844 412 4653', '448444124653'],
    ['ph', '1-630-555-0100', '16305550100'],
    ['fn', 'Mary-Jane', 'maryjane'],
    ['fn', 'Valéria', 'valéria'],
    ['ln', "O'Neil", 'oneil'],
    ['ct', 'Menlo Park', 'menlopark'],
    ['ct', 'New York', 'newyork'],
    ['ct', "Coeur d'Alene", 'coeurdalene'],
    ['st', 'IL', 'il'],
    ['st', ' il ', 'il'],
    ['st', 'California', 'ca'],
    ['st', 'Texas', 'tx'],
    ['st', 'Alaska', 'ak'],
    ['st', 'Arizona', 'az'],
    ['st', 'New York', 'ny'],
    ['st', 'NEW-YORK', 'ny'],
    ['st', 'north carolina', 'nc'],
    ['st', 'West Virginia', 'wv'],
    ['st', 'District of Columbia', 'dc'],
    ['st', 'D.C.', 'dc'],
    ['st', 'Puerto Rico', 'pr'],
    ['st', 'Ontario', 'ontario'],
    ['st', 'constructor', 'constructor'],
    ['st', '--', null],
    ['zp', '94025', '94025'],
    ['zp', '60523-1234', '60523'],
    ['zp', 'SW1A 1AA', 'sw1a1aa'],
    ['zp', 'M1 1AE', 'm11ae'],
    ['zp', '1987', '1987'],
    ['zp', '75018', '75018'],
    ['country', 'US', 'us'],
    ['country', ' us ', 'us'],
    ['country', 'USA', 'us'],
    ['country', 'United States', 'us'],
    ['country', 'MX', 'mx'],
    ['country', 'Mexico', null],
    ['external_id', ' Visitor-42 ', 'visitor-42'],
    ['em', '   ', null],
  ])('%s %j → %j', (field, raw, expected) => {
    expect(normalizeUserField(field, raw)).toBe(expected);
  });

  // Meta's own examples: input → expected SHA-256 (customer information parameters page).
  test.each<[HashedUserField, string, string]>([
    ['em', 'John_Smith@gmail.com', '62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f'],
    ['ph', '(650)555-1212', 'e323ec626319ca94ee8bff2e4c87cf613be6ea19919ed1364124e16807ab3176'],
    ['fn', 'Mary', '6915771be1c5aa0c886870b6951b03d7eafc121fea0e80a5ea83beb7c449f4ec'],
    ['fn', '정', '8fa8cd9c440be61d0151429310034083132b35975c4bea67fdd74158eb51db14'],
    ['fn', 'Valéry', '08e1996b5dd49e62a4b4c010d44e4345592a863bb9f8e3976219bac29417149c'],
    ['ln', 'Vale\u0301ry', '08e1996b5dd49e62a4b4c010d44e4345592a863bb9f8e3976219bac29417149c'],
    ['country', 'United States', '79adb2a2fce5c6ba215fe5f27f532d4e7edbac4b6a5e09e1ef3a08084a904621'],
  ])("Meta's example: %s %j", (field, raw, expected) => {
    expect(hashUserField(field, raw)).toBe(expected);
  });

  test('hashes the normalised value with SHA-256 hex; a value already hashed passes through', () => {
    // Meta's example: "john_smith@gmail.com" hashes to 62a14e44…
    expect(hashUserField('em', 'John_Smith@gmail.com')).toBe(sha('john_smith@gmail.com'));
    expect(sha('john_smith@gmail.com')).toBe('62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f');
    const hashed = sha('16305550100');
    expect(hashUserField('ph', hashed.toUpperCase())).toBe(hashed);
  });
});

describe('POST /api/track/facebook', () => {
  const consentAll = async () => ({ allowed: [...ALL], tier: 3 as const });

  test('the body the POST guard parsed is the one forwarded: the request is never read again', async () => {
    const { api, sent } = recordingApi();
    const response = await handleTrackRequest(
      spentRequest('https://dealer.example/api/track/facebook'),
      { api: () => api, consent: consentAll, now: () => NOW },
      { kind: 'json', value: validBody },
    );
    expect(response.status).toBe(204);
    expect(sent.map((event) => event.event_id)).toEqual(['evt-1']);
  });

  test('204 and forwards the event with hashed user data; fbp, fbc, user agent and IP unhashed', async () => {
    const { api, sent } = recordingApi();
    const response = await handleTrackRequest(post(validBody), { api: () => api, consent: consentAll, now: () => NOW });
    expect(response.status).toBe(204);
    expect(sent).toHaveLength(1);
    const event = sent[0] as ServerEvent;
    expect(event).toMatchObject({
      event_name: 'Lead',
      event_id: 'evt-1',
      event_time: validBody.event_time,
      action_source: 'website',
      custom_data: { currency: 'USD', value: 0 },
    });
    expect(event.user_data).toEqual({
      em: [sha('jane.doe@example.com')],
      ph: [sha('16305550100')],
      fn: [sha('jane')],
      ln: [sha('oneil')],
      ct: [sha('oakbrook')],
      st: [sha('il')],
      zp: [sha('60523')],
      country: [sha('us')],
      external_id: [sha('visitor-42')],
      client_user_agent: 'Mozilla/5.0',
      client_ip_address: '203.0.113.9',
      fbp: validBody.fbp,
      fbc: validBody.fbc,
    });
    expect(JSON.stringify(event)).not.toContain('Example.COM');
  });

  test('uses the catalogue value for known events and the request user agent when none is given', async () => {
    const { api, sent } = recordingApi();
    const body = { eventName: 'FullCreditApplication', eventID: 'e2', eventTime: Math.floor(NOW / 1000) };
    await handleTrackRequest(post(body), { api: () => api, consent: consentAll, now: () => NOW });
    expect(sent[0]?.custom_data).toEqual({ currency: 'USD', value: 50 });
    expect(sent[0]?.user_data.client_user_agent).toBe('UA/1.0');
  });

  test.each([
    ['not JSON', '{'],
    ['no event name', { event_id: 'x' }],
    ['no event id', { eventName: 'Lead' }],
    ['bad event name', { eventName: '<script>', event_id: 'x' }],
    ['unknown user_data field', { eventName: 'Lead', event_id: 'x', user_data: { ssn: '123' } }],
    ['bad currency', { eventName: 'Lead', event_id: 'x', currency: 'usd' }],
  ])('400 when %s', async (_label, body) => {
    const { api, sent } = recordingApi();
    const response = await handleTrackRequest(post(body), { api: () => api, consent: consentAll });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('errors');
    expect(sent).toHaveLength(0);
  });

  test.each([
    ['targeting not allowed', { allowed: ['essential', 'functional', 'analytics'] as never[], tier: 3 as const }],
    ['functional revoked', { allowed: ['essential', 'analytics', 'targeting'] as never[], tier: 2 as const }],
  ])('204 without forwarding when %s', async (_label, consent) => {
    const { api, sent } = recordingApi();
    const response = await handleTrackRequest(post(validBody), { api: () => api, consent: async () => consent });
    expect(response.status).toBe(204);
    expect(sent).toHaveLength(0);
  });

  test('a failed delivery is logged without personal data and still answers 204', async () => {
    const log = jest.fn();
    const failing: ConversionsApi = {
      kind: 'graph',
      send: graphConversionsApi({
        pixelId: '123',
        accessToken: 'secret-token',
        fetch: async () => new Response('{}', { status: 500 }),
      }).send,
    };
    const response = await handleTrackRequest(post(validBody), { api: () => failing, consent: consentAll, log });
    expect(response.status).toBe(204);
    expect(log).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(log.mock.calls);
    for (const secret of ['jane', 'Jane', '630', 'Oak', '203.0.113.9', 'secret-token', 'visitor-42']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain('Lead');
  });

  test('the Graph adapter posts the event to /{pixel}/events with the token', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    const api = graphConversionsApi({
      pixelId: '999',
      accessToken: 'tok',
      fetch: async (url, init) => {
        calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
        return new Response('{"events_received":1}', { status: 200 });
      },
    });
    const { sent, api: recorder } = recordingApi();
    await handleTrackRequest(post(validBody), { api: () => recorder, consent: consentAll, now: () => NOW });
    await api.send(sent[0] as ServerEvent);
    expect(calls[0]?.url).toMatch(/^https:\/\/graph\.facebook\.com\/v\d+\.\d+\/999\/events$/);
    expect(calls[0]?.body).toEqual({ data: [sent[0]], access_token: 'tok' });
  });
});
