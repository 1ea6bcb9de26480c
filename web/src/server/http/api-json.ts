/**
 * An API answer in JSON, never stored by a cache (`no-store`) and never transformed on the way (`no-transform`).
 * The second matters here: Next gzips every response whose length it does not know (it drops a route's
 * Content-Length), and a fresh gzip stream per 60-byte answer cost a lead POST more CPU than its validation; its
 * compression skips `no-transform` responses. The length is still given for clients and proxies that keep it.
 */
export function apiJson(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  return new Response(text, {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'content-length': String(Buffer.byteLength(text)),
      ...headers,
    },
  });
}
