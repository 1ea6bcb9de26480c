/**
 * A POST whose body cannot be read: what a guarded handler gets to prove it answers from the body the POST guard
 * parsed and never reads (or parses) the bytes a second time.
 */
export function spentRequest(url: string, headers: Record<string, string> = {}): Request {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.error(new Error('the body was read a second time'));
    },
  });
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}
