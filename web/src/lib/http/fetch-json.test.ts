import { fetchJson, type FetchJsonDeps } from './fetch-json';

type Reply = Response | Error | DOMException;

/** A fetch that answers from `replies` in order and records each call. */
function scripted(replies: Reply[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const sleeps: number[] = [];
  const deps: FetchJsonDeps = {
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      const reply = replies.shift() ?? new Error('no more replies');
      if (reply instanceof Response) return reply;
      throw reply;
    },
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    now: () => 0,
  };
  return { calls, sleeps, deps };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('fetchJson', () => {
  test('a FormData body (a file upload) goes as multipart: no JSON content type, the form itself', async () => {
    const { calls, deps } = scripted([json(201, { id: 'lead-1' })]);
    const form = new FormData();
    form.set('form', 'CAREERS');
    await fetchJson('/api/leads', { method: 'POST', body: form, headers: { 'idempotency-key': 'k' } }, deps);
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('content-type')).toBeNull();
    expect(headers.get('idempotency-key')).toBe('k');
    expect(calls[0]?.init.body).toBe(form);
  });

  test('a JSON body is serialised with its content type; cache and keepalive pass through when asked', async () => {
    const { calls, deps } = scripted([new Response(null, { status: 204 }), json(200, { buildId: 'b' })]);
    await fetchJson('/api/track/facebook', { method: 'POST', body: { eventName: 'Lead' }, keepalive: true }, deps);
    await fetchJson('/api/build-id', { cache: 'no-store' }, deps);
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"eventName":"Lead"}');
    expect(calls[0]?.init.keepalive).toBe(true);
    expect(calls[0]?.init.cache).toBeUndefined();
    expect(calls[1]?.init.cache).toBe('no-store');
    expect(calls[1]?.init.keepalive).toBeUndefined();
  });

  test('a GET retries a 503 with backoff and returns the parsed answer', async () => {
    const { calls, sleeps, deps } = scripted([json(503, {}), json(502, {}), json(200, { options: ['2020'] })]);
    const answer = await fetchJson('/api/vehicles/options', {}, deps);
    expect(answer).toMatchObject({ status: 200, ok: true, body: { options: ['2020'] } });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([225, 450]);
    expect(new Headers(calls[0]?.init.headers).get('accept')).toBe('application/json');
    expect(calls[0]?.init.method).toBe('GET');
  });

  test('honours Retry-After', async () => {
    const { sleeps, deps } = scripted([json(429, {}, { 'retry-after': '2' }), json(200, [])]);
    expect((await fetchJson('/api/statsig/experiments', {}, deps)).status).toBe(200);
    expect(sleeps).toEqual([2000]);
  });

  test('a Retry-After beyond 10 s is not waited for: the 429 goes back to the caller', async () => {
    const { calls, sleeps, deps } = scripted([json(429, { error: 'slow down' }, { 'retry-after': '60' })]);
    expect(await fetchJson('/api/x', {}, deps)).toMatchObject({ status: 429, ok: false, body: { error: 'slow down' } });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  test('retries a network error, then gives up after the retries with the last answer', async () => {
    const { calls, deps } = scripted([
      new TypeError('Failed to fetch'),
      json(503, { down: true }),
      json(503, { down: 1 }),
    ]);
    expect(await fetchJson('/api/x', {}, deps)).toMatchObject({ status: 503, body: { down: 1 } });
    expect(calls).toHaveLength(3);
  });

  test('a network error on the last try rejects', async () => {
    const { calls, deps } = scripted([new TypeError('a'), new TypeError('b')]);
    await expect(fetchJson('/api/x', { retries: 1 }, deps)).rejects.toThrow('b');
    expect(calls).toHaveLength(2);
  });

  test('a 4xx answer is not retried and its JSON errors are readable', async () => {
    const { calls, deps } = scripted([json(400, { errors: { plate: 'Plate not found' } })]);
    const answer = await fetchJson('/api/vehicles/plate?plate=X&state=TX', {}, deps);
    expect(answer).toMatchObject({ status: 400, ok: false, body: { errors: { plate: 'Plate not found' } } });
    expect(calls).toHaveLength(1);
  });

  test.each([[503], [429], [500]])('a POST answered %i is sent exactly once', async (status) => {
    const { calls, sleeps, deps } = scripted([json(status, {}), json(201, { id: 'x' })]);
    const answer = await fetchJson('/api/leads', { method: 'POST', body: { form: 'contact' }, retries: 5 }, deps);
    expect(answer.status).toBe(status);
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  test('a POST network error rejects without a second try', async () => {
    const { calls, deps } = scripted([new TypeError('Failed to fetch'), json(201, {})]);
    await expect(fetchJson('/api/leads', { method: 'post', body: {} }, deps)).rejects.toThrow('Failed to fetch');
    expect(calls).toHaveLength(1);
  });

  test('sends the body as JSON with its content type; a PUT retries', async () => {
    const { calls, deps } = scripted([json(409, {}), new Response(null, { status: 204 })]);
    const answer = await fetchJson('/api/x', { method: 'PUT', body: { a: 1 }, headers: { 'x-extra': '1' } }, deps);
    expect(answer).toMatchObject({ status: 204, body: null });
    expect(calls).toHaveLength(2);
    const headers = new Headers(calls[1]?.init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-extra')).toBe('1');
    expect(calls[1]?.init.body).toBe('{"a":1}');
  });

  test('a non-JSON body reads as null', async () => {
    const { deps } = scripted([new Response('<html>', { status: 200 })]);
    expect((await fetchJson('/api/x', {}, deps)).body).toBeNull();
  });

  test('an aborted request is not retried', async () => {
    const controller = new AbortController();
    const { calls, deps } = scripted([new DOMException('aborted', 'AbortError'), json(200, {})]);
    controller.abort();
    await expect(fetchJson('/api/x', { signal: controller.signal }, deps)).rejects.toThrow('aborted');
    expect(calls).toHaveLength(1);
  });
});
