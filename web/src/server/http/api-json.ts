/**
 * An API answer in JSON, never stored by a cache, with its exact length. The length matters: Next compresses a
 * response of unknown length however small it is, and a fresh gzip stream per small answer cost a lead POST more
 * CPU than its validation; with `Content-Length` under 1 KB the compression is skipped (nothing to gain there).
 */
export function apiJson(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  return new Response(text, {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': String(Buffer.byteLength(text)),
      ...headers,
    },
  });
}
