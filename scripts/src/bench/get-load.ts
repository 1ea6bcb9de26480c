/**
 * GETs of one URL at a fixed number of connections for a fixed time (autocannon): req/s, latency samples. `headers`:
 * what each request sends (the throughput section sends a browser's page request headers).
 */
import autocannon from 'autocannon';

export interface GetLoadResult {
  requestsPerSecond: number;
  latenciesMs: number[];
  /** Answers that were not 2xx. */
  non2xx: number;
  /** Requests without an answer within autocannon's timeout (10 s). */
  timeouts: number;
  /** Connection errors other than timeouts. */
  errors: number;
}

export async function getLoad(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<GetLoadResult> {
  const latenciesMs: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latenciesMs.push(responseTime);
    });
  });
  return {
    requestsPerSecond: result.requests.average,
    latenciesMs,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    errors: Math.max(0, result.errors - result.timeouts),
  };
}
