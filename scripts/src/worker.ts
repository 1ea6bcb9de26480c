/**
 * `npm run worker [-- --interval-ms 5000] [-- --lease-ms 30000]`: the lead outbox delivery loop on its own
 * (SMTP_URL, else .eml files under $DATA_DIR/mail). The lease is how long a crashed worker's rows wait before
 * another process retries them (the fault tests shorten it).
 * Several workers (and the site's in-process loop) may run against Postgres (DATABASE_URL): rows are claimed with
 * FOR UPDATE SKIP LOCKED. The embedded PGlite serves one process, so without DATABASE_URL run either the site or
 * this worker. Stops gracefully on SIGINT/SIGTERM: finishes the pass in progress, then closes the database.
 *
 * Runs under tsx with `--conditions=react-server` so web's `import 'server-only'` resolves to its empty module.
 */
import { parseArgs } from 'node:util';
import { closeDb, getDbHandle } from '../../web/src/server/db/client';
import { deliveryIdle, startDeliveryLoop } from '../../web/src/server/outbox/delivery';
import { startupProblem } from '../../web/src/server/startup-check';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'interval-ms': { type: 'string', default: '5000' }, 'lease-ms': { type: 'string' } },
  });
  const intervalMs = positive(values['interval-ms'], 'interval-ms');
  const leaseMs = values['lease-ms'] === undefined ? undefined : positive(values['lease-ms'], 'lease-ms');
  const problem = startupProblem();
  if (problem) throw new Error(problem);
  const loop: { stop?: () => void } = {};
  let stopping = false;
  // Handlers first: a signal while the database is still opening must also shut down cleanly.
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(JSON.stringify({ event: 'worker.stopping', signal }));
    loop.stop?.();
    await deliveryIdle();
    await closeDb();
    console.info(JSON.stringify({ event: 'worker.stopped' }));
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  const { backend } = await getDbHandle();
  if (stopping) return;
  console.info(JSON.stringify({ event: 'worker.started', backend, intervalMs, pid: process.pid }));
  loop.stop = startDeliveryLoop({ intervalMs, ...(leaseMs ? { leaseMs } : {}) });
}

function positive(value: string, name: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive whole number of ms`);
  return parsed;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
