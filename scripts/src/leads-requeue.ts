/**
 * `npm run leads:requeue -- <id>` or `npm run leads:requeue -- --dead`: puts dead-lettered lead mail back in the
 * queue (one message by its id, every message of a lead by the lead id, or every dead message). The site's
 * delivery loop (or `npm run worker`) sends them on its next pass. Ids only in the output, no personal data.
 * With the embedded PGlite, stop the site first (one process per data directory) or use DATABASE_URL.
 */
import { parseArgs } from 'node:util';
import { closeDb, getDbHandle, type Db } from '../../web/src/server/db/client';
import { requeueDeadMessages, type RequeueTarget } from '../../web/src/server/outbox/requeue';
import { startupProblem } from '../../web/src/server/startup-check';

export const USAGE = 'Usage: npm run leads:requeue -- <message or lead id> | --dead';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The command line → what to requeue, or the message to print instead. */
export function parseRequeueArgs(argv: string[]): RequeueTarget | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { dead: { type: 'boolean', default: false } }, allowPositionals: true });
  } catch (error) {
    return { error: `${error instanceof Error ? error.message : String(error)}\n${USAGE}` };
  }
  const { values, positionals } = parsed;
  if (values.dead && positionals.length === 0) return { allDead: true };
  if (values.dead || positionals.length !== 1) return { error: USAGE };
  const id = positionals[0]!.trim();
  if (!ID.test(id)) return { error: `Not a message or lead id: ${id}\n${USAGE}` };
  return { id: id.toLowerCase() };
}

/** Runs the requeue and says what happened; ok is false when an id matched no dead message. */
export async function runRequeue(db: Db, target: RequeueTarget): Promise<{ ok: boolean; lines: string[] }> {
  const ids = await requeueDeadMessages(db, target);
  if (ids.length === 0) {
    return 'id' in target
      ? { ok: false, lines: [`No dead message has the message or lead id ${target.id}.`] }
      : { ok: true, lines: ['No dead messages.'] };
  }
  return {
    ok: true,
    lines: [`Requeued ${ids.length} message${ids.length === 1 ? '' : 's'}:`, ...ids.map((id) => `  ${id}`)],
  };
}

async function main(): Promise<void> {
  // The same check as the site and the worker: a configuration they would refuse is refused here too.
  const problem = startupProblem();
  if (problem) throw new Error(problem);
  const target = parseRequeueArgs(process.argv.slice(2));
  if ('error' in target) {
    console.error(target.error);
    process.exitCode = 1;
    return;
  }
  const { db, backend } = await getDbHandle();
  try {
    const { ok, lines } = await runRequeue(db, target);
    console.log([`Outbox (${backend})`, ...lines].join('\n'));
    if (!ok) process.exitCode = 1;
  } finally {
    await closeDb();
  }
}

// Run only as the CLI (tests import the functions).
if (process.argv[1]?.endsWith('leads-requeue.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
