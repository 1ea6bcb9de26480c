/**
 * `npm run bench:leads`: lead intake as visitors load it, and its capacity. Needs a production build
 * (`npm run build`); never part of `npm test`, never asserted. (`npm run bench -- --only posts` measures the same,
 * plus offers, on the bench's own build.)
 *
 * Open loop (the budget): BENCH_LEAD_RATE (default 50) contact leads per second, evenly paced (paced-posts.ts),
 * offered for BENCH_SECONDS (default 30) to two `next start` processes sharing a fresh PostgreSQL database (on the
 * server of BENCH_DATABASE_URL or DATABASE_URL; one process on the embedded PGlite without either), lead mail to an
 * in-process smtp-server; then a wait until every accepted lead's mail has arrived (or BENCH_DRAIN_SECONDS pass):
 * p50/p95, accepted, delivered, duplicated, lost. Capacity: BENCH_CONNECTIONS (default 50) connections as fast as answers come, on the first
 * process. Each lead has its own idempotency key and e-mail address; rate limits are lifted for the run (every
 * request comes from one address). Ports: BENCH_PORT and the next one, BENCH_SMTP_PORT.
 */
import { BUDGETS, LEAD_OFFERED_RATE, POST_CONNECTIONS } from './budgets';
import { startLeadCluster } from './lead-cluster';
import { measureLeadOpenLoop, measureLeadPosts, type LeadPostResult } from './lead-posts';

const port = Number(process.env.BENCH_PORT ?? 3190);
const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 25190);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const rate = Number(process.env.BENCH_LEAD_RATE ?? LEAD_OFFERED_RATE);
const drainSeconds = Number(process.env.BENCH_DRAIN_SECONDS ?? 120);
const connections = Number(process.env.BENCH_CONNECTIONS ?? POST_CONNECTIONS);

function print(title: string, rows: Array<[string, string]>): void {
  console.log(`\n${title}`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(30)} ${value}`);
}

function outcomeRows(result: LeadPostResult, budget: boolean): Array<[string, string]> {
  return [
    ['requests submitted', String(result.submitted)],
    ['requests answered', String(result.requests)],
    ['status counts', result.statuses],
    ['p50 latency', `${result.p50Ms.toFixed(1)} ms`],
    [budget ? `p95 latency (budget ${BUDGETS.leadPostP95MaxMs} ms)` : 'p95 latency', `${result.p95Ms.toFixed(1)} ms`],
    ['leads accepted (201)', String(result.accepted)],
    ['mails delivered (distinct)', String(result.delivered)],
    ['duplicated', String(result.duplicates)],
    ['lost', String(result.lost)],
  ];
}

async function main(): Promise<void> {
  const cluster = await startLeadCluster({ ports: [port, port + 1], smtpPort, distDir: '.next' });
  try {
    console.log(`database: ${cluster.database}`);
    const open = await measureLeadOpenLoop({ bases: cluster.bases, sink: cluster.sink, rate, seconds, drainSeconds });
    print(`Open loop: ${rate} leads/s offered for ${seconds} s over ${cluster.bases.length} process(es)`, [
      ['achieved offered rate', `${(open.submitted / seconds).toFixed(1)} leads/s`],
      ...outcomeRows(open, true),
    ]);
    cluster.sink.reset();
    const closed = await measureLeadPosts({
      base: cluster.bases[0] ?? '',
      sink: cluster.sink,
      connections,
      seconds,
      drainSeconds,
    });
    print(`Capacity: ${connections} connections, closed loop, ${seconds} s, one process`, [
      ['throughput', `${(closed.requests / seconds).toFixed(1)} leads/s`],
      ...outcomeRows(closed, false),
    ]);
  } finally {
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
