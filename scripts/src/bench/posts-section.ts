/**
 * POST lines: offers at 50 connections on the sell-car site; leads at the offered rate (open loop) on their own
 * cluster (two processes on a fresh PostgreSQL database when one is configured, lead-cluster.ts), then their
 * 50-connection capacity on its first process; leads delivered vs accepted after each.
 */
import { LEAD_OFFERED_RATE, POST_CONNECTIONS } from './budgets';
import { startLeadCluster } from './lead-cluster';
import { measureLeadOpenLoop, measureLeadPosts } from './lead-posts';
import { measureOfferPosts } from './offer-posts';
import { postLines } from './post-lines';
import type { SectionResult } from './section-result';

/** The open-loop run is budgeted at 30 s; the other loads use the bench's --seconds. */
const OFFERED_SECONDS = 30;

export async function postsSection(
  options: { base: string; seconds: number; leadPorts: number[]; leadSmtpPort: number; seedDir: string },
  log: (message: string) => void,
): Promise<SectionResult> {
  log(`POST /api/offers at ${POST_CONNECTIONS} connections for ${options.seconds} s`);
  const offers = await measureOfferPosts({
    base: options.base,
    connections: POST_CONNECTIONS,
    seconds: options.seconds,
  });
  const cluster = await startLeadCluster({
    ports: options.leadPorts,
    smtpPort: options.leadSmtpPort,
    seedDir: options.seedDir,
  });
  try {
    log(`POST /api/leads at ${LEAD_OFFERED_RATE}/s offered for ${OFFERED_SECONDS} s (${cluster.database})`);
    const offered = await measureLeadOpenLoop({
      bases: cluster.bases,
      sink: cluster.sink,
      rate: LEAD_OFFERED_RATE,
      seconds: OFFERED_SECONDS,
      drainSeconds: 180,
    });
    cluster.sink.reset();
    log(`POST /api/leads at ${POST_CONNECTIONS} connections for ${options.seconds} s (capacity), then delivery`);
    const capacity = await measureLeadPosts({
      base: cluster.bases[0] ?? '',
      sink: cluster.sink,
      connections: POST_CONNECTIONS,
      seconds: options.seconds,
      drainSeconds: 180,
    });
    const leads = {
      offered: { ...offered, seconds: OFFERED_SECONDS, setup: cluster.database },
      capacity: { ...capacity, seconds: options.seconds },
    };
    return { lines: postLines(offers, leads), raw: { offers, leads } };
  } finally {
    await cluster.stop();
  }
}
