/**
 * Fault: the embedded database cannot be opened by the process database (getDb). A lock left by this process's
 * own pid (a container restart) is taken over and the lead goes through; a lock held by another live server
 * answers 503 + Retry-After with the usual form message, never 500, and the next request after it stops succeeds.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { FORM_ERROR_KEY } from '@/lib/leads/field-errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/leads/messages';
import { SAMPLE_LEADS } from '@/lib/leads/sample-leads';
import { closeDb } from '@/server/db/client';
import { procProbe } from '@/server/db/directory-lock';
import { DATABASE_RETRY_AFTER_SECONDS } from '@/server/db/unavailable';
import { embeddedLeadContent } from '@/server/leads/testing/embedded-lead-content';
import { handleLeadRequest } from '@/server/leads/lead-request';

// The process database of this test is the embedded one in a temp DATA_DIR, whatever the suite's DATABASE_URL.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-locked-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 9).toString('base64');
jest.setTimeout(60_000);

const content = embeddedLeadContent('sell-car');
const lockFile = path.join(dataDir, 'db.lock');

const post = (ip: string) =>
  handleLeadRequest(
    new Request('http://localhost:3000/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ form: 'CONTACT_SALES', ...SAMPLE_LEADS.CONTACT_SALES }),
    }),
    { content, kick: () => undefined },
  );

let errorLog: jest.SpyInstance;
beforeAll(() => {
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => closeDb());
afterAll(() => {
  jest.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

test('restart with the same pid: the lock the previous process left is taken over, the lead is stored', async () => {
  writeFileSync(lockFile, String(process.pid));
  expect((await post('203.0.113.60')).status).toBe(201);
});

test('another live server holds the database: 503 + Retry-After, then 201 once it is gone', async () => {
  const server = spawn('sleep', ['60'], { stdio: 'ignore' });
  await new Promise((resolve) => server.once('spawn', resolve));
  const pid = server.pid ?? 0;
  writeFileSync(
    lockFile,
    JSON.stringify({ pid, bootId: procProbe.bootId(), startTicks: procProbe.startTicks(pid), token: 'other' }),
  );
  try {
    const refused = await post('203.0.113.61');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(await refused.json()).toEqual({ errors: { [FORM_ERROR_KEY]: DATABASE_UNAVAILABLE_MESSAGE } });
    // The operator learns why, once, from the open failure.
    expect(errorLog.mock.calls.map((call) => String(call[0])).join('\n')).toContain(`in use by process ${pid}`);
  } finally {
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  expect((await post('203.0.113.62')).status).toBe(201);
});
