/**
 * JSON POSTs at a steady offered rate (open loop): request n leaves at start + n/rate seconds whether or not earlier
 * ones were answered, over keep-alive connections opened as needed. Latency runs from the request's scheduled time,
 * so a generator that falls behind counts against the server, never for it.
 *
 * Why not autocannon's overallRate: it gives each connection a per-second quota that every connection spends at the
 * same instant when its one-second timer fires, so "25 per second" arrives as a burst of 25 simultaneous requests at
 * each second; the p95 then measures the 25th request of a burst, which visitors never produce.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { PostLoadResult, PostRequest } from './post-load';

const TIMEOUT_MS = 30_000;

export async function pacedPosts(options: {
  base: string;
  path: string;
  rate: number;
  seconds: number;
  request: () => PostRequest;
}): Promise<PostLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const target = new URL(options.path, options.base);
  const latenciesMs: number[] = [];
  const statuses = new Map<number, number>();
  const total = Math.round(options.rate * options.seconds);
  const started = performance.now();
  const pending: Array<Promise<void>> = [];

  const send = (scheduled: number): Promise<void> =>
    new Promise((resolve) => {
      const next = options.request();
      const body = JSON.stringify(next.body);
      const request = http.request(
        target,
        {
          method: 'POST',
          agent,
          timeout: TIMEOUT_MS,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...next.headers,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latenciesMs.push(performance.now() - scheduled);
            const status = response.statusCode ?? 0;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            resolve();
          });
        },
      );
      // A failed or timed-out request has no answer: it counts as submitted, not answered.
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve());
      request.end(body);
    });

  for (let index = 0; index < total; index += 1) {
    const scheduled = started + (index * 1000) / options.rate;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(scheduled));
  }
  await Promise.all(pending);
  agent.destroy();
  return { submitted: total, latenciesMs, statuses };
}
