/**
 * Test support, run in a child process by crash-recovery.test.ts: stores one lead, prints its id and kills
 * itself with SIGKILL before any delivery (no shutdown hooks run, the PGlite lock file stays behind).
 * Usage: tsx --conditions=react-server store-then-crash.ts <dataDir | postgres://…>
 */
import { createDb } from '../../db/client';
import { storeLead } from '../store-lead';
import { sampleLead } from './sample-lead';

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('usage: store-then-crash <dataDir | postgres url>');
  const { db } = await createDb(target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target });
  const { id } = await storeLead(sampleLead({ formType: 'CONTACT_FINANCE' }), db);
  process.stdout.write(`${id}\n`, () => process.kill(process.pid, 'SIGKILL'));
}

void main();
