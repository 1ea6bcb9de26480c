/**
 * `POST /api/leads` under load, then delivery: contact leads at N connections for a fixed time (closed loop, the
 * capacity figure) or at an offered rate spread over several processes (open loop, as visitors load it), then a
 * wait until every accepted lead's mail has reached the sink (or the drain time passes). Lost = accepted minus
 * distinct mails; duplicates = mails received more than once.
 */
import type { MailSink } from './mail-sink';
import { contactLeadRequest } from './post-bodies';
import { pacedPosts } from './paced-posts';
import { postLoad, statusSummary, type PostLoadResult } from './post-load';
import { percentile } from './stats';
import { waitFor } from './wait-for';

export interface LeadPostResult {
  /** Sent, answered or not (see post-load.ts). */
  submitted: number;
  /** Answered. */
  requests: number;
  statuses: string;
  p50Ms: number;
  p95Ms: number;
  accepted: number;
  delivered: number;
  duplicates: number;
  lost: number;
}

export async function measureLeadPosts(options: {
  base: string;
  sink: MailSink;
  connections: number;
  seconds: number;
  drainSeconds: number;
}): Promise<LeadPostResult> {
  const load = await postLoad({
    base: options.base,
    path: '/api/leads',
    connections: options.connections,
    seconds: options.seconds,
    request: contactLeadRequest,
  });
  return countDelivery(load, options.sink, options.drainSeconds);
}

/**
 * `rate` leads per second for `seconds`, split evenly over the processes behind `bases` (a load balancer's share),
 * each share evenly paced (paced-posts.ts): a slow answer never holds the offered rate back.
 */
export async function measureLeadOpenLoop(options: {
  bases: string[];
  sink: MailSink;
  rate: number;
  seconds: number;
  drainSeconds: number;
}): Promise<LeadPostResult> {
  let sequence = 0;
  const share = options.rate / options.bases.length;
  const loads = await Promise.all(
    options.bases.map((base) =>
      pacedPosts({
        base,
        path: '/api/leads',
        seconds: options.seconds,
        rate: share,
        // One sequence over all processes: every lead its own name and address.
        request: () => contactLeadRequest((sequence += 1)),
      }),
    ),
  );
  const statuses = new Map<number, number>();
  for (const load of loads)
    for (const [status, count] of load.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
  const merged: PostLoadResult = {
    submitted: loads.reduce((total, load) => total + load.submitted, 0),
    latenciesMs: loads.flatMap((load) => load.latenciesMs),
    statuses,
  };
  return countDelivery(merged, options.sink, options.drainSeconds);
}

async function countDelivery(load: PostLoadResult, sink: MailSink, drainSeconds: number): Promise<LeadPostResult> {
  const { submitted, latenciesMs, statuses } = load;
  const accepted = statuses.get(201) ?? 0;
  // Requests still in flight when autocannon stops may be stored without being counted, so a few more mails than
  // 201s can arrive: wait for all counted ones, then a little longer for stragglers and repeats.
  await waitFor(() => sink.distinct() >= accepted, drainSeconds * 1000);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const delivered = sink.distinct();
  return {
    submitted,
    requests: latenciesMs.length,
    statuses: statusSummary(statuses),
    p50Ms: percentile(latenciesMs, 50),
    p95Ms: percentile(latenciesMs, 95),
    accepted,
    delivered,
    duplicates: sink.received() - delivered,
    lost: Math.max(0, accepted - delivered),
  };
}
