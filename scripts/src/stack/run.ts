/**
 * `npm run stack:up` / `npm run stack:down`: the production topology on this machine (docs/deploy.md).
 *
 *   tsx scripts/src/stack/run.ts up [--rebuild]          start everything, print the URL, return
 *   tsx scripts/src/stack/run.ts --foreground [--rebuild] the same, stays in the foreground; Ctrl-C / SIGTERM stops it
 *   tsx scripts/src/stack/run.ts down                    stop what `up` started (safe to run twice)
 *
 * Environment: STACK_PORT (8080), STACK_POST_RATE / STACK_POST_BURST (nginx's POST limit per address), DATA_DIR,
 * NEXT_DIST_DIR; everything else (SITE_DATASET, SANITY_*, SITE_URL, SMTP_URL, LEAD_ENCRYPTION_KEY …) reaches the
 * instances as it is.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { runningRecords, startStack, stopRecords, stopStack, type RunningStack } from './stack';
import { stackConfig, type StackConfig } from './stack-config';
import { ensureStackPackages } from './packages';
import { removeRecords } from './processes';

const root = path.resolve(import.meta.dirname, '../../..');
/** Once the stack's folder is known, every line also goes to `logs/stack.log` (the foreground mode's stdout may be nobody's). */
let logFile: string | undefined;
const log = (line: string) => {
  console.log(`[stack] ${line}`);
  if (logFile) appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`);
};

const USAGE = `Usage: tsx scripts/src/stack/run.ts up|down|--foreground [--rebuild]`;

function printUp(config: StackConfig, stack: RunningStack): void {
  log(`up: ${stack.url}`);
  log(
    `  nginx :${config.port} → next start :${config.webPorts.join(', :')} → Redis :${config.redisPort}, PostgreSQL :${config.postgresPort}`,
  );
  log(`  logs in ${config.logDir}`);
}

/** Stays until a signal or until a service dies, then stops everything. */
async function foreground(config: StackConfig, stack: RunningStack): Promise<void> {
  let stopping = false;
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: stopping`);
    await stopRecords(
      stack.started.map((entry) => entry.record),
      log,
    );
    removeRecords(config.stateFile);
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal, 0));
  process.on('uncaughtException', (error) => void stop(`launcher error: ${error.stack ?? String(error)}`, 1));
  for (const service of stack.started)
    service.child.once(
      'exit',
      (code, signal) =>
        void stop(`${service.record.name} exited (${signal ?? `code ${code}`}, see ${service.record.log})`, 1),
    );
  await new Promise<never>(() => undefined);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => !['up', 'down', '--foreground', '--rebuild', '--help', '-h'].includes(arg));
  if (unknown.length > 0 || args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    process.exitCode = unknown.length > 0 ? 2 : 0;
    return;
  }
  const config = stackConfig(process.env, root);
  mkdirSync(config.logDir, { recursive: true });
  logFile = path.join(config.logDir, 'stack.log');
  if (args.includes('down')) {
    const stopped = await stopStack(config, log);
    log(stopped === 0 ? 'nothing was running' : `down (${stopped} processes stopped)`);
    return;
  }
  const isForeground = args.includes('--foreground');
  const already = runningRecords(config);
  if (already.length > 0) {
    if (isForeground) throw new Error(`a stack is already running from ${config.stateFile}: npm run stack:down first`);
    log(`already running (${already.map((entry) => entry.name).join(', ')}): ${config.url}`);
    return;
  }
  ensureStackPackages(root);
  const stack = await startStack(config, { detached: !isForeground, rebuild: args.includes('--rebuild'), log });
  printUp(config, stack);
  if (isForeground) await foreground(config, stack);
  else log('stop with: npm run stack:down');
}

main().catch((error: unknown) => {
  console.error(`[stack] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
