/**
 * `npm run leads:status [-- --json] [-- --limit 20]`: the outbox at a glance: counts per status and the most
 * recently updated messages (ids, form type, status, attempts, last error). No names, addresses or bodies.
 * With the embedded PGlite, stop the site first (one process per data directory) or use DATABASE_URL.
 */
import { parseArgs } from 'node:util';
import { closeDb, getDbHandle } from '../../web/src/server/db/client';
import { outboxSummary } from '../../web/src/server/outbox/status';
import { startupProblem } from '../../web/src/server/startup-check';

async function main(): Promise<void> {
  const problem = startupProblem();
  if (problem) throw new Error(problem);
  const { values } = parseArgs({
    options: { json: { type: 'boolean', default: false }, limit: { type: 'string', default: '20' } },
  });
  const { db, backend } = await getDbHandle();
  try {
    const summary = await outboxSummary(db, Math.max(1, Number.parseInt(values.limit, 10) || 20));
    if (values.json) {
      console.log(JSON.stringify({ backend, ...summary }, null, 2));
      return;
    }
    const { recent, ...counts } = summary;
    console.log(`Outbox (${backend})`);
    console.log(
      Object.entries(counts)
        .map(([status, n]) => `  ${status.padEnd(9)} ${n}`)
        .join('\n'),
    );
    if (recent.length === 0) {
      console.log('\nNo messages yet.');
      return;
    }
    console.log(`\nMost recent ${recent.length}:`);
    console.table(
      recent.map((row) => ({
        updated: row.updatedAt,
        status: row.status,
        attempts: row.attempts,
        form: row.formType,
        message: row.id,
        lead: row.leadId,
        'last error': row.lastError ?? '',
      })),
    );
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
