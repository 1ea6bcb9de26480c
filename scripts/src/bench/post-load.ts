/**
 * JSON POSTs to one route at a fixed number of concurrent connections for a fixed time (autocannon), each request
 * built fresh (own idempotency key, e-mail, address): latency samples and status counts. (An offered rate, open
 * loop, is paced-posts.ts.)
 */
import autocannon from 'autocannon';

export interface PostRequest {
  headers?: Record<string, string>;
  body: unknown;
}

export interface PostLoadResult {
  /** Requests built and sent, including those still in flight when the time ran out (no answer counted). */
  submitted: number;
  latenciesMs: number[];
  statuses: Map<number, number>;
}

export async function postLoad(options: {
  base: string;
  path: string;
  connections: number;
  seconds: number;
  request: (sequence: number) => PostRequest;
}): Promise<PostLoadResult> {
  const latenciesMs: number[] = [];
  const statuses = new Map<number, number>();
  let sequence = 0;
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.base,
        connections: options.connections,
        duration: options.seconds,
        requests: [
          {
            method: 'POST',
            path: options.path,
            setupRequest: (request) => {
              sequence += 1;
              const next = options.request(sequence);
              return {
                ...request,
                headers: { 'content-type': 'application/json', ...next.headers },
                body: JSON.stringify(next.body),
              };
            },
          },
        ],
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      latenciesMs.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
  return { submitted: sequence, latenciesMs, statuses };
}

/** `201×480 429×3` */
export const statusSummary = (statuses: ReadonlyMap<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
