/**
 * `POST /api/leads` under load, then delivery: contact leads at N connections for a fixed time, then a wait until
 * every accepted lead's mail has reached the sink (or the drain time passes). Lost = accepted minus distinct mails;
 * duplicates = mails received more than once.
 */
import type { MailSink } from './mail-sink';
import { contactLeadRequest } from './post-bodies';
import { postLoad, statusSummary } from './post-load';
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
  const { submitted, latenciesMs, statuses } = await postLoad({
    base: options.base,
    path: '/api/leads',
    connections: options.connections,
    seconds: options.seconds,
    request: contactLeadRequest,
  });
  const accepted = statuses.get(201) ?? 0;
  // Requests still in flight when autocannon stops may be stored without being counted, so a few more mails than
  // 201s can arrive: wait for all counted ones, then a little longer for stragglers and repeats.
  await waitFor(() => options.sink.distinct() >= accepted, options.drainSeconds * 1000);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const delivered = options.sink.distinct();
  return {
    submitted,
    requests: latenciesMs.length,
    statuses: statusSummary(statuses),
    p50Ms: percentile(latenciesMs, 50),
    p95Ms: percentile(latenciesMs, 95),
    accepted,
    delivered,
    duplicates: options.sink.received() - delivered,
    lost: Math.max(0, accepted - delivered),
  };
}
