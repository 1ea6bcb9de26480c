import { bodyKind, readCappedBody } from './capped-body';

test.each([
  ['application/json', 'json'],
  ['application/json; charset=utf-8', 'json'],
  ['Application/JSON', 'json'],
  ['application/vnd.api+json', 'json'],
  ['application/x-www-form-urlencoded', 'form'],
  ['multipart/form-data; boundary=x', 'multipart'],
  ['text/plain', null],
  ['application/xml', null],
  [null, null],
])('content type %p → %p', (contentType, kind) => {
  expect(bodyKind(contentType)).toBe(kind);
});

const encoder = new TextEncoder();

/** A POST whose body arrives in `chunks` pieces of `size` bytes, with no Content-Length; `pulled` counts reads. */
function streamed(chunks: number, size: number) {
  const state = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === chunks) return controller.close();
      state.pulled += 1;
      controller.enqueue(encoder.encode('x'.repeat(size)));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  const request = new Request('http://shop.example/api/thing', { method: 'POST', body, duplex: 'half' } as RequestInit);
  return { request, state };
}

test('a body within the cap is read whole', async () => {
  const { request, state } = streamed(3, 10);
  const bytes = await readCappedBody(request, 30);
  expect(bytes && new TextDecoder().decode(bytes)).toBe('x'.repeat(30));
  expect(state.cancelled).toBe(false);
});

test('a streamed body is cut off at the first chunk past the cap, and the stream cancelled', async () => {
  const { request, state } = streamed(1000, 10);
  expect(await readCappedBody(request, 25)).toBeNull();
  expect(state.pulled).toBeLessThan(10);
  expect(state.cancelled).toBe(true);
});

test('a declared Content-Length over the cap is refused without reading', async () => {
  const request = new Request('http://shop.example/api/thing', {
    method: 'POST',
    headers: { 'content-length': '1000' },
    body: 'x'.repeat(1000),
  });
  expect(await readCappedBody(request, 100)).toBeNull();
  expect(request.bodyUsed).toBe(false);
});

test('no body reads as empty', async () => {
  expect(await readCappedBody(new Request('http://shop.example/api/thing', { method: 'POST' }), 10)).toEqual(
    new Uint8Array(0),
  );
});
