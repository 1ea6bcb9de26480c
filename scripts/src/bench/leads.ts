/**
 * `npm run bench:leads`: `POST /api/leads` latency at 50 concurrent connections, and how many of the accepted leads
 * were delivered. Needs a production build (`npm run build`); never part of `npm test`, never asserted.
 *
 * Starts `next start` on loopback with a fresh DATA_DIR (embedded PGlite, or the PostgreSQL of BENCH_DATABASE_URL)
 * and lead mail going to an in-process smtp-server, fires contact leads with autocannon for BENCH_SECONDS (default
 * 10), each with its own idempotency key and e-mail address, then waits until every accepted lead's mail has arrived
 * (or BENCH_DRAIN_SECONDS pass).
 * Rate limits are lifted for the run: every request comes from one address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.BENCH_PORT ?? 3190);
const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 25190);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const drainSeconds = Number(process.env.BENCH_DRAIN_SECONDS ?? 120);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${port}`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** An SMTP server that only notes each message's Message-ID (the outbox row id), to count deliveries and repeats. */
function startMailSink(onMessage: (messageId: string) => void): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        onMessage(/^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `unknown-${Math.random()}`);
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(smtpPort, '127.0.0.1', () => resolve(server)));
}

function startSite(dataDir: string): ChildProcess {
  return spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: path.join(root, 'web'),
    stdio: 'ignore',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      // BENCH_DATABASE_URL measures a PostgreSQL server instead of embedded PGlite.
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SITE_DATASET: 'sell-car',
      LEAD_RATE_LIMIT_IP: '100000000/600',
      LEAD_RATE_LIMIT_EMAIL: '100000000/600',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    detached: true,
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
  let received = 0;
  const messageIds = new Set<string>();
  const sink = await startMailSink((messageId) => {
    received += 1;
    messageIds.add(messageId);
  });
  const site = startSite(dataDir);
  try {
    const up = await waitFor(async () => (await fetch(`${base}/`).catch(() => undefined))?.ok === true, 60_000);
    if (!up) throw new Error('next start did not answer within 60 s (run `npm run build` first)');

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let sequence = 0;
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/api/leads',
            setupRequest: (request) => {
              sequence += 1;
              return {
                ...request,
                headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
                body: JSON.stringify({
                  form: 'CONTACT_SALES',
                  inquiryType: 1,
                  message: 'Is the Accord still available?',
                  firstName: 'Bench',
                  lastName: `Lead${sequence}`,
                  email: `bench${sequence}@example.com`,
                  phone: '+1 (630) 555-0100',
                }),
              };
            },
          },
        ],
      },
      () => finish(),
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
    await finished;

    const accepted = statuses.get(201) ?? 0;
    // Each contact lead is one mail (the CONTACT_SALES routing row has one recipient). Requests still in flight
    // when autocannon stops may be stored without being counted, so a few more mails than 201s can arrive.
    await waitFor(() => messageIds.size >= accepted, drainSeconds * 1000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    latencies.sort((a, b) => a - b);
    const rows: Array<[string, string]> = [
      ['database', process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'],
      ['connections', String(connections)],
      ['duration', `${seconds} s`],
      ['requests', String(latencies.length)],
      ['status counts', [...statuses].map(([status, count]) => `${status}×${count}`).join(' ')],
      ['p50 latency', `${percentile(latencies, 50).toFixed(1)} ms`],
      ['p95 latency (budget 50 ms)', `${percentile(latencies, 95).toFixed(1)} ms`],
      ['leads accepted (201)', String(accepted)],
      ['mails delivered (distinct)', String(messageIds.size)],
      ['delivered twice', String(received - messageIds.size)],
      ['lost', String(Math.max(0, accepted - messageIds.size))],
    ];
    for (const [label, value] of rows) console.log(`${label.padEnd(28)} ${value}`);
  } finally {
    if (site.pid) process.kill(-site.pid, 'SIGTERM');
    sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
