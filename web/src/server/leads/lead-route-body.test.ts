/**
 * `POST /api/leads` through the route module (guard included): what a body costs before it is refused. A body
 * over its type's cap is refused while it is read and never parsed, the per-address limit is counted before the
 * body is read, a body is parsed once, and multipart takes a résumé only on the résumé form's address
 * (docs/leads.md#request-bodies).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { SAMPLE_LEADS } from '@/lib/leads/sample-leads';
import { leadPostPath } from '@/lib/leads/lead-post-path';

import { leads, rateLimitHits } from '../db/schema';
import { testBackends, type OpenedBackend } from '../db/testing/test-backends';

const dataDir = mkdtempSync(path.join(tmpdir(), 'dealer-lead-route-'));
process.env.DATA_DIR = dataDir;
process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 5).toString('base64');
// Two submissions per address and window: the third from one address is over.
process.env.LEAD_RATE_LIMIT_IP = '2/600';
process.env.LEAD_RATE_LIMIT_EMAIL = '100/600';

jest.mock('@/server/leads/lead-content', () => ({
  leadContent: jest.requireActual('@/server/leads/testing/embedded-lead-content').embeddedLeadContent('dealership'),
}));
jest.mock('@/server/outbox/delivery', () => ({ kickDelivery: () => undefined }));
jest.setTimeout(60_000);

type Post = (request: Request) => Promise<Response>;

const KB = 1024;
const contact = { form: 'CONTACT_SALES', ...(SAMPLE_LEADS.CONTACT_SALES as Record<string, unknown>) };
const careers = { form: 'CAREERS', ...(SAMPLE_LEADS.CAREERS as Record<string, unknown>) };

/** A body streamed in 16 KB chunks that counts how many bytes the server pulled from it. */
function countedStream(bytes: Uint8Array): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= bytes.byteLength) {
          controller.close();
          return;
        }
        const chunk = bytes.subarray(offset, offset + 16 * KB);
        offset += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    // Nothing is pulled before the server asks for it.
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => offset };
}

function streamed(
  bytes: Uint8Array,
  headers: Record<string, string>,
  url = 'http://localhost/api/leads',
): { request: Request; pulled: () => number } {
  const { stream, pulled } = countedStream(bytes);
  const request = new Request(url, {
    method: 'POST',
    headers: { host: 'localhost', accept: 'application/json', ...headers },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled };
}

const json = (body: unknown, ip: string) =>
  streamed(new TextEncoder().encode(JSON.stringify(body)), {
    'content-type': 'application/json',
    'x-forwarded-for': ip,
  });

/** A 1 MB JSON object: valid JSON, so only its size can refuse it. */
const megabyteJson = () => ({ ...contact, message: 'x'.repeat(1024 * KB) });

/** A multipart body holding a PDF résumé of `size` bytes. */
async function careersMultipart(size: number, form: Record<string, unknown> = careers) {
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) data.set(name, String(value));
  const pdf = new Uint8Array(size);
  pdf.set(new TextEncoder().encode('%PDF-1.4\n'));
  pdf.set(new TextEncoder().encode('\n%%EOF\n'), size - 7);
  data.set('resume', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
  const encoded = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    bytes: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

describe.each(testBackends())('POST /api/leads body handling on %s', (_name, backend) => {
  let store: OpenedBackend;
  let POST: Post;
  let parse: jest.SpiedFunction<typeof JSON.parse>;
  let nextIp = 0;
  /** A fresh address per test, so the per-address limit of one test does not leak into the next. */
  const freshIp = () => `198.51.100.${(nextIp += 1)}`;

  beforeAll(async () => {
    store = await backend.open();
    // The route asks getDb() for the process database: hand it this one.
    (globalThis as { __dealerDb?: Promise<unknown> }).__dealerDb = Promise.resolve(store);
    POST = (await import('@/app/api/leads/route')).POST;
  });
  afterAll(async () => {
    (globalThis as { __dealerDb?: Promise<unknown> }).__dealerDb = undefined;
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await store.reset();
    parse = jest.spyOn(JSON, 'parse');
  });
  afterEach(() => parse.mockRestore());

  /** JSON.parse calls on a text of at least `length` characters (the body; small internal parses do not count). */
  const parsesOfAtLeast = (length: number) =>
    parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length >= length).length;

  test('a 1 MB JSON body is refused 413 while it is read, never parsed', async () => {
    const { request, pulled } = json(megabyteJson(), freshIp());
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(parsesOfAtLeast(64 * KB)).toBe(0);
    // Reading stops at the JSON cap (64 KB), give or take the chunk that crossed it.
    expect(pulled()).toBeLessThanOrEqual(64 * KB + 16 * KB);
  });

  test('a 1 MB JSON body that declares its length is refused unread', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(megabyteJson()));
    const { request, pulled } = streamed(bytes, {
      'content-type': 'application/json',
      'content-length': String(bytes.byteLength),
      'x-forwarded-for': freshIp(),
    });
    expect((await POST(request)).status).toBe(413);
    expect(pulled()).toBe(0);
  });

  test('a 1 MB urlencoded body is refused at the same 64 KB cap', async () => {
    const text = new URLSearchParams({ ...(contact as Record<string, string>), message: 'x'.repeat(1024 * KB) });
    const { request, pulled } = streamed(new TextEncoder().encode(text.toString()), {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': freshIp(),
    });
    expect((await POST(request)).status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(64 * KB + 16 * KB);
  });

  test('a plain HTML form post the guard refuses (too large) is sent back to its page, like the handler does', async () => {
    const text = new URLSearchParams({ ...(contact as Record<string, string>), message: 'x'.repeat(1024 * KB) });
    const { request } = streamed(new TextEncoder().encode(text.toString()), {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml',
      referer: 'http://localhost/contact-us',
      'x-forwarded-for': freshIp(),
    });
    const response = await POST(request);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact-us?lead=error#lead-form');
  });

  test('the per-address limit is counted before the body is read: over it, the body is neither read nor parsed', async () => {
    const ip = freshIp();
    // Two bodies that are not even JSON still count against their address.
    for (let index = 0; index < 2; index += 1) {
      const { request } = streamed(new TextEncoder().encode('{"form":'), {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
      });
      expect((await POST(request)).status).toBe(400);
    }
    parse.mockClear();
    const { request, pulled } = json(contact, ip);
    const limited = await POST(request);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(pulled()).toBe(0);
    expect(parsesOfAtLeast(100)).toBe(0);
    expect(await store.db.select().from(leads)).toHaveLength(0);
  });

  test('a valid lead counts once against its address (the guard counts it; the store does not count it again)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { request } = json({ ...contact, email: `once${index}@example.com` }, ip);
      statuses.push((await POST(request)).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const hits = await store.db.select().from(rateLimitHits);
    expect(hits.filter((hit) => hit.key.includes(':ip:')).map((hit) => hit.count)).toEqual([3]);
  });

  test('a valid JSON lead is parsed once', async () => {
    const body = JSON.stringify({ ...contact, email: 'parsed.once@example.com' });
    const { request } = streamed(new TextEncoder().encode(body), {
      'content-type': 'application/json',
      'x-forwarded-for': freshIp(),
    });
    expect((await POST(request)).status).toBe(201);
    expect(parse.mock.calls.filter(([text]) => text === body)).toHaveLength(1);
  });

  test('multipart takes a 1 MB résumé on the careers address', async () => {
    const { bytes, contentType } = await careersMultipart(1024 * KB);
    const { request } = streamed(
      bytes,
      { 'content-type': contentType, 'x-forwarded-for': freshIp() },
      `http://localhost${leadPostPath('CAREERS')}`,
    );
    const response = await POST(request);
    expect(response.status).toBe(201);
    expect(await store.db.select().from(leads)).toHaveLength(1);
  });

  test('a small résumé still goes to the plain address; a 1 MB multipart body there is refused 413 while read', async () => {
    const small = await careersMultipart(8 * KB);
    const ok = streamed(small.bytes, { 'content-type': small.contentType, 'x-forwarded-for': freshIp() });
    expect((await POST(ok.request)).status).toBe(201);
    const big = await careersMultipart(1024 * KB);
    const { request, pulled } = streamed(big.bytes, { 'content-type': big.contentType, 'x-forwarded-for': freshIp() });
    expect((await POST(request)).status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(64 * KB + 16 * KB);
  });

  test("the résumé address takes only the résumé form: another form's multipart body there is refused", async () => {
    const { bytes, contentType } = await careersMultipart(1024 * KB, contact);
    const { request } = streamed(
      bytes,
      { 'content-type': contentType, 'x-forwarded-for': freshIp() },
      `http://localhost${leadPostPath('CAREERS')}`,
    );
    const response = await POST(request);
    expect(response.status).toBe(400);
    expect(await store.db.select().from(leads)).toHaveLength(0);
  });
});
