/**
 * `npm run worker`: the lead outbox delivery loop on its own (SMTP_URL, else .eml files under $DATA_DIR/mail).
 * Several workers (and the site's in-process loop) may run against Postgres (DATABASE_URL): rows are claimed with
 * FOR UPDATE SKIP LOCKED. The embedded PGlite serves one process, so without DATABASE_URL run either the site or
 * this worker. Stops gracefully on SIGINT/SIGTERM: finishes the pass in progress, then closes the database.
 *
 * Runs under tsx with `--conditions=react-server` so web's `import 'server-only'` resolves to its empty module.
 */
import { closeDb, getDbHandle } from '../../web/src/server/db/client';
import { deliveryIdle, startDeliveryLoop } from '../../web/src/server/outbox/delivery';
import { startupProblem } from '../../web/src/server/startup-check';

const intervalMs = 5_000;

async function main(): Promise<void> {
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
  loop.stop = startDeliveryLoop({ intervalMs });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
