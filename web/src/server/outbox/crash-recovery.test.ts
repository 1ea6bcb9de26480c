import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createDb } from '../db/client';
import { outbox } from '../db/schema';
import { createSmtpTransport } from '../mail/transport';
import { startSmtpTestServer, type SmtpTestServer } from '../mail/testing/smtp-test-server';
import { deliverDueMessages } from './delivery';
import { crashTargets } from './testing/crash-targets';

const repo = path.resolve(__dirname, '../../../..');
const script = path.join(__dirname, 'testing', 'store-then-crash.ts');

/** Runs store-then-crash.ts in a real process that SIGKILLs itself after the commit; resolves with the lead id. */
function storeInProcessThatDies(target: string): Promise<{ leadId: string; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    // Plain node with tsx's loader (no tsx wrapper process), so the signal is the child's own.
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=react-server', script, target], {
      cwd: repo,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      const leadId = stdout.trim();
      if (!leadId) reject(new Error(`child stored nothing: ${stderr}`));
      else resolve({ leadId, signal });
    });
  });
}

const targets = crashTargets();

describe.each(targets)('process killed between commit and send (%s)', (_name, makeTarget) => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.stop();
    jest.restoreAllMocks();
  });

  test('a fresh process on the same database delivers the lead', async () => {
    const target = await makeTarget();
    try {
      const { leadId, signal } = await storeInProcessThatDies(target.arg);
      expect(signal).toBe('SIGKILL');
      if (target.options.dataDir) expect(existsSync(path.join(target.options.dataDir, 'db.lock'))).toBe(true);

      const restarted = await createDb(target.options);
      const transport = createSmtpTransport(smtp.url);
      try {
        expect(await deliverDueMessages({ db: restarted.db, transport })).toEqual({ sent: 1, retried: 0, dead: 0 });
        expect(await deliverDueMessages({ db: restarted.db, transport })).toEqual({ sent: 0, retried: 0, dead: 0 });
        const rows = await restarted.db.select().from(outbox);
        expect(rows).toEqual([expect.objectContaining({ leadId, status: 'sent', attempts: 1 })]);
      } finally {
        transport.close?.();
        await restarted.close();
      }
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.envelopeTo).toEqual(['sales@store.example']);
    } finally {
      smtp.received.length = 0;
      await target.cleanup();
    }
  }, 120_000);
});
