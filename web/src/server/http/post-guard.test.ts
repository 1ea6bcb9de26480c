import { testBackends, type OpenedBackend } from '../db/testing/test-backends';
import {
  BODY_NOT_JSON_MESSAGE,
  CROSS_SITE_MESSAGE,
  guardPost,
  RATE_LIMITED_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
  UNSUPPORTED_BODY_MESSAGE,
  UNSUPPORTED_FORM_BODY_MESSAGE,
  type PostGuardOptions,
} from './post-guard';
import { isCrossSiteRequest } from './same-origin';
import { BODY_TOO_LARGE_MESSAGE } from './capped-body';

const URL_ = 'http://shop.example/api/thing';

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'shop.example', ...headers },
    body,
  });
}

/** Echoes what the handler received, so the tests see the body the guard forwards. */
const echo = jest.fn(async (request: Request) => Response.json({ got: await request.text() }, { status: 201 }));

function guarded(options: Partial<PostGuardOptions> = {}) {
  return guardPost(echo, { origin: 'same-origin', maxBytes: 64, ...options });
}

beforeEach(() => echo.mockClear());

describe('isCrossSiteRequest', () => {
  test.each([
    ['no Origin (server to server)', {}, false],
    ['same origin', { origin: 'http://shop.example' }, false],
    ['same host over https behind a proxy', { origin: 'https://shop.example' }, false],
    ['forwarded host', { origin: 'https://www.dealer.test', 'x-forwarded-host': 'www.dealer.test' }, false],
    ['another site', { origin: 'https://evil.test' }, true],
    ['another port', { origin: 'http://shop.example:8080' }, true],
    ['opaque origin', { origin: 'null' }, true],
    ['Sec-Fetch-Site cross-site without Origin', { 'sec-fetch-site': 'cross-site' }, true],
    ['Sec-Fetch-Site same-origin', { origin: 'http://shop.example', 'sec-fetch-site': 'same-origin' }, false],
  ])('%s → %s', (_name, headers, expected) => {
    expect(isCrossSiteRequest(post('{}', headers))).toBe(expected);
  });
});

describe('guardPost', () => {
  test('a cross-origin browser post is refused with 403 before the body is read', async () => {
    const response = await guarded()(post('{"a":1}', { origin: 'https://evil.test' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ errors: { _form: CROSS_SITE_MESSAGE } });
    expect(echo).not.toHaveBeenCalled();
  });

  test('signed webhooks skip the origin check', async () => {
    const response = await guarded({ origin: 'signed' })(post('{"a":1}', { origin: 'https://evil.test' }));
    expect(response.status).toBe(201);
  });

  test('a body over the cap is 413 with a JSON error, whether declared or streamed', async () => {
    const big = JSON.stringify({ a: 'x'.repeat(100) });
    const declared = await guarded()(post(big));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ errors: { _form: BODY_TOO_LARGE_MESSAGE } });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(20)));
        controller.close();
      },
    });
    const streamed = await guarded()(
      new Request(URL_, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(echo).not.toHaveBeenCalled();
  });

  test.each([['{"a":'], ['[1,2]'], ['"text"'], ['null'], ['\uFFFF{}']])(
    'JSON body %j that is not an object → 400',
    async (body) => {
      const response = await guarded()(post(body));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { _form: BODY_NOT_JSON_MESSAGE } });
    },
  );

  test('unknown keys (prototype names too) are refused with a message per key', async () => {
    const response = await guarded({ keys: ['name'] })(post('{"name":"a","__proto__":{"x":1},"constructor":1}'));
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    // An own key (JSON.parse makes it one; an object literal would set the prototype instead).
    expect(Object.entries(errors)).toEqual([['__proto__', 'This field is not allowed']]);
    const unknown = await guarded({ keys: ['name'] })(post('{"name":"a","nickname":"b"}'));
    expect(await unknown.json()).toEqual({ errors: { nickname: 'This field is not allowed' } });
  });

  test('prototype keys at any depth are refused, naming their path; deep nesting does not overflow', async () => {
    const nested = await guarded({ maxBytes: 1_000_000 })(post('{"a":{"b":[{"__proto__":{"polluted":true}}]}}'));
    expect(nested.status).toBe(400);
    const { errors } = (await nested.json()) as { errors: Record<string, string> };
    expect(Object.entries(errors)).toEqual([['a.b.0.__proto__', 'This field is not allowed']]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const getter = await guarded()(post('{"x":{"__defineGetter__":1}}'));
    expect(await getter.json()).toEqual({ errors: { 'x.__defineGetter__': 'This field is not allowed' } });
    const form = await guarded({ bodies: ['json', 'form'] })(
      new Request(URL_, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=a&constructor=b',
      }),
    );
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual({ errors: { constructor: 'This field is not allowed' } });
    const deep = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    expect((await guarded({ maxBytes: 1_000_000 })(post(deep))).status).toBe(201);
  });

  // A text/plain post is a "simple" request (no CORS preflight) and skipped every JSON check before.
  test.each([
    ['text/plain', 'text/plain;charset=UTF-8', '{"name":"a","__proto__":{"x":1}}'],
    ['no content type', null, '{"name":"a"}'],
    ['XML', 'application/xml', '<a/>'],
    ['urlencoded to a JSON-only route', 'application/x-www-form-urlencoded', 'name=a'],
  ])('a JSON route refuses a %s body with 415 before the handler', async (_label, type, body) => {
    const headers = new Headers({ host: 'shop.example' });
    if (type) headers.set('content-type', type);
    // A string body makes fetch add text/plain itself: a Blob without a type sends no content type at all.
    const request = new Request(URL_, { method: 'POST', headers, body: type ? body : new Blob([body]) });
    if (!type) expect(request.headers.get('content-type')).toBeNull();
    const response = await guarded({ keys: ['name'] })(request);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ errors: { _form: UNSUPPORTED_BODY_MESSAGE } });
    expect(echo).not.toHaveBeenCalled();
  });

  test('a route taking form posts names them in its 415 and lets them through', async () => {
    const options = { bodies: ['json', 'form', 'multipart'] as const };
    const plain = await guarded(options)(post('a=1', { 'content-type': 'text/plain' }));
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({ errors: { _form: UNSUPPORTED_FORM_BODY_MESSAGE } });
    const form = new FormData();
    form.set('name', 'Ada');
    const multipart = await guarded({ ...options, maxBytes: 4096 })(
      new Request(URL_, { method: 'POST', headers: { host: 'shop.example' }, body: form }),
    );
    expect(multipart.status).toBe(201);
  });

  test('an empty body without a content type still reaches the handler (it answers for itself)', async () => {
    const response = await guarded()(new Request(URL_, { method: 'POST', headers: { host: 'shop.example' } }));
    expect(response.status).toBe(201);
  });

  test.each([
    ['a NUL in a text field', 'message', 'Hi\u0000there', 'message'],
    ['a NUL in a field name', 'na\u0000me', 'Ada', 'na\u0000me'],
  ])('multipart: %s is 400 naming the field', async (_label, name, value, field) => {
    const form = new FormData();
    form.set('form', 'CONTACT_SALES');
    form.set(name, value);
    const response = await guarded({ bodies: ['json', 'form', 'multipart'], maxBytes: 4096 })(
      new Request(URL_, { method: 'POST', headers: { host: 'shop.example' }, body: form }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { [field]: UNSTORABLE_TEXT_MESSAGE } });
    expect(echo).not.toHaveBeenCalled();
  });

  test('multipart: a NUL in an uploaded file name is 400 too; file bytes may hold anything', async () => {
    const options = { bodies: ['multipart'] as const, maxBytes: 4096 };
    const named = new FormData();
    named.set('resume', new Blob(['%PDF-']), 'cv\u0000.pdf');
    const bad = await guarded(options)(new Request(URL_, { method: 'POST', body: named }));
    expect(bad.status).toBe(400);
    const binary = new FormData();
    binary.set('resume', new Blob([new Uint8Array([0, 0, 1])]), 'cv.pdf');
    expect((await guarded(options)(new Request(URL_, { method: 'POST', body: binary }))).status).toBe(201);
  });

  test('multipart: a prototype field name is refused like in JSON', async () => {
    const form = new FormData();
    form.set('constructor', 'x');
    const response = await guarded({ bodies: ['multipart'], maxBytes: 4096 })(
      new Request(URL_, { method: 'POST', body: form }),
    );
    expect(await response.json()).toEqual({ errors: { constructor: 'This field is not allowed' } });
  });

  test('a good body reaches the handler unchanged; the form-error key and body shape are configurable', async () => {
    const ok = await guarded({ keys: ['name'] })(post('{"name":"ü"}'));
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ got: '{"name":"ü"}' });
    const custom = await guarded({
      formErrorKey: 'form',
      errorBody: (errors, status) => ({ status, message: Object.values(errors)[0] }),
    })(post('[]'));
    expect(await custom.json()).toEqual({ status: 400, message: BODY_NOT_JSON_MESSAGE });
  });
});

describe.each(testBackends())('guardPost rate limit on %s', (_name, backend) => {
  let store: OpenedBackend;
  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(() => store.close());
  beforeEach(() => store.reset());

  test('per address, counted in the database: the third post in the window is 429 with Retry-After', async () => {
    const now = new Date('2026-01-01T10:00:00.000Z');
    const route = guarded({
      rateLimit: { name: 'test', limit: 2, windowSeconds: 60 },
      db: () => store.db,
      now: () => now,
    });
    const from = (ip: string) => post('{}', { 'x-forwarded-for': ip });
    expect((await route(from('203.0.113.1'))).status).toBe(201);
    expect((await route(from('203.0.113.1'))).status).toBe(201);
    const limited = await route(from('203.0.113.1'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({ errors: { _form: RATE_LIMITED_MESSAGE } });
    expect((await route(from('203.0.113.2'))).status).toBe(201);
  });

  test('IPv6: hosts of one /64 share a bucket (rotating addresses buys nothing); the next /64 has its own', async () => {
    const now = new Date('2026-01-01T10:00:00.000Z');
    const route = guarded({
      rateLimit: { name: 'test', limit: 2, windowSeconds: 60 },
      db: () => store.db,
      now: () => now,
    });
    const from = (ip: string) => post('{}', { 'x-forwarded-for': ip });
    expect((await route(from('2001:db8:5:6::1'))).status).toBe(201);
    expect((await route(from('2001:db8:5:6:1234:5678:9abc:def0'))).status).toBe(201);
    expect((await route(from('2001:db8:5:6::3'))).status).toBe(429);
    expect((await route(from('2001:db8:5:7::1'))).status).toBe(201);
    // An IPv4 client keeps one bucket per address, mapped or not.
    expect((await route(from('198.51.100.20'))).status).toBe(201);
    expect((await route(from('::ffff:198.51.100.20'))).status).toBe(201);
    expect((await route(from('198.51.100.20'))).status).toBe(429);
    expect((await route(from('198.51.100.21'))).status).toBe(201);
  });
});
