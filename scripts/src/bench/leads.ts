/**
 * `npm run bench:leads`: `POST /api/leads` latency at 50 concurrent connections, and how many of the accepted leads
 * were delivered. Needs a production build (`npm run build`); never part of `npm test`, never asserted.
 * (`npm run bench -- --only posts` measures the same, plus offers, on the bench's own build.)
 *
 * Starts `next start` on loopback with a fresh DATA_DIR (embedded PGlite, or the PostgreSQL of BENCH_DATABASE_URL)
 * and lead mail going to an in-process smtp-server, fires contact leads with autocannon for BENCH_SECONDS (default
 * 10), each with its own idempotency key and e-mail address, then waits until every accepted lead's mail has arrived
 * (or BENCH_DRAIN_SECONDS pass). Rate limits are lifted for the run: every request comes from one address.
 */
import { BUDGETS, POST_CONNECTIONS } from './budgets';
import { measureLeadPosts } from './lead-posts';
import { startMailSink } from './mail-sink';
import { startSite } from './site-server';

const port = Number(process.env.BENCH_PORT ?? 3190);
const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 25190);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const drainSeconds = Number(process.env.BENCH_DRAIN_SECONDS ?? 120);
const connections = Number(process.env.BENCH_CONNECTIONS ?? POST_CONNECTIONS);

async function main(): Promise<void> {
  const sink = await startMailSink(smtpPort);
  try {
    const site = await startSite({ port, dataset: 'sell-car', smtpUrl: sink.url, distDir: '.next' });
    try {
      const result = await measureLeadPosts({ base: site.base, sink, connections, seconds, drainSeconds });
      const rows: Array<[string, string]> = [
        ['database', process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'],
        ['connections', String(connections)],
        ['duration', `${seconds} s`],
        ['requests submitted', String(result.submitted)],
        ['requests answered', String(result.requests)],
        ['status counts', result.statuses],
        ['p50 latency', `${result.p50Ms.toFixed(1)} ms`],
        [`p95 latency (budget ${BUDGETS.leadPostP95MaxMs} ms)`, `${result.p95Ms.toFixed(1)} ms`],
        ['leads accepted (201)', String(result.accepted)],
        ['mails delivered (distinct)', String(result.delivered)],
        ['delivered twice', String(result.duplicates)],
        ['lost', String(result.lost)],
      ];
      for (const [label, value] of rows) console.log(`${label.padEnd(28)} ${value}`);
    } finally {
      await site.stop();
    }
  } finally {
    await sink.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
