/**
 * `npm run credit-app:reveal -- <leadId>`: for an authorised operator, decrypts a full credit application's SSN and
 * date of birth (applicant and co-borrower) and prints them. Needs the key the lead was encrypted with:
 * LEAD_ENCRYPTION_KEY, or the development key in $DATA_DIR/keys when that variable is unset.
 *
 * Every reveal (and every refused one) writes an audit line (lead id, operator, time, outcome; never the values) to
 * stderr and appends it to $DATA_DIR/audit/credit-app-reveal.log.
 * With the embedded PGlite, stop the site first (one process per data directory) or set DATABASE_URL.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { KeyRing } from '../../web/src/server/crypto/key-ring';
import { decryptJson, leadKeyRing } from '../../web/src/server/crypto/lead-crypto';
import { closeDb, getDb, type Db } from '../../web/src/server/db/client';
import { leads } from '../../web/src/server/db/schema';
import { serverEnv } from '../../web/src/server/env';
import { dataDir } from '../../web/src/server/paths';
import { startupProblem } from '../../web/src/server/startup-check';

export const USAGE = 'Usage: npm run credit-app:reveal -- <leadId>';

/** A refusal the operator can act on (printed as is, exit code 1). */
export class RevealError extends Error {
  override name = 'RevealError';
}

export interface RevealedPerson {
  role: 'applicant' | 'coBorrower';
  ssn: string;
  dateOfBirth: string;
}

interface SensitivePerson {
  ssn?: unknown;
  dateOfBirth?: unknown;
}

export interface AuditEntry {
  event: 'credit-app.reveal';
  leadId: string;
  operator: string;
  at: string;
  outcome: 'revealed' | 'refused';
  /** Which people were revealed, or why it was refused. Never a value. */
  detail: string;
}

/** Reads the lead and decrypts its credit data; throws RevealError with a clear reason when it cannot. */
export async function revealCreditApplication(
  db: Db,
  leadId: string,
  key: Buffer | KeyRing,
): Promise<RevealedPerson[]> {
  const [lead] = await db
    .select({ formType: leads.formType, ciphertext: leads.sensitiveCiphertext })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) throw new RevealError(`No lead with id ${leadId}.`);
  if (lead.formType !== 'FULL_CREDIT_APP') {
    throw new RevealError(`Lead ${leadId} is a ${lead.formType} lead, not a full credit application.`);
  }
  if (!lead.ciphertext) throw new RevealError(`Lead ${leadId} has no encrypted credit data.`);
  let sensitive: unknown;
  try {
    sensitive = decryptJson(lead.ciphertext, key);
  } catch {
    throw new RevealError(
      `Cannot decrypt lead ${leadId}: the key does not match the one it was encrypted with. ` +
        'Set LEAD_ENCRYPTION_KEY to the keys the site used, current first (or unset it to use the development key in $DATA_DIR/keys).',
    );
  }
  const people = (sensitive ?? {}) as Partial<Record<RevealedPerson['role'], SensitivePerson>>;
  return (['applicant', 'coBorrower'] as const).flatMap((role) => {
    const person = people[role];
    if (!person) return [];
    return [{ role, ssn: String(person.ssn ?? ''), dateOfBirth: String(person.dateOfBirth ?? '') }];
  });
}

/** 123456789 → 123-45-6789 (the schema stores digits only); anything else as stored. */
export const formatSsn = (ssn: string) =>
  /^\d{9}$/.test(ssn) ? `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}` : ssn;

const ROLE_LABELS: Record<RevealedPerson['role'], string> = { applicant: 'Applicant', coBorrower: 'Co-borrower' };

export function formatReveal(leadId: string, people: RevealedPerson[]): string {
  return [
    `Full credit application ${leadId}`,
    ...people.map(
      (person) => `${ROLE_LABELS[person.role]}: SSN ${formatSsn(person.ssn)}, date of birth ${person.dateOfBirth}`,
    ),
  ].join('\n');
}

/** The operator's login name (or OPERATOR when set, e.g. by a jump host wrapper). */
export function operatorName(): string {
  if (process.env.OPERATOR) return process.env.OPERATOR;
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** One JSON line on stderr and in $DATA_DIR/audit/credit-app-reveal.log. */
export function writeAudit(entry: AuditEntry, directory: string = path.join(dataDir(), 'audit')): void {
  const line = JSON.stringify(entry);
  console.error(line);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  appendFileSync(path.join(directory, 'credit-app-reveal.log'), `${line}\n`, { mode: 0o600 });
}

export interface RevealDeps {
  db: Db;
  /** The key, or every key LEAD_ENCRYPTION_KEY holds (a lead not yet rotated names an older one). */
  key: Buffer | KeyRing;
  out: (text: string) => void;
  audit: (entry: AuditEntry) => void;
  now?: () => Date;
  operator?: string;
}

/** The CLI without process globals: returns the exit code. */
export async function runReveal(argv: string[], deps: RevealDeps): Promise<number> {
  const leadId = argv.find((arg) => !arg.startsWith('-'))?.trim();
  if (!leadId || argv.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const base = {
    event: 'credit-app.reveal' as const,
    leadId,
    operator: deps.operator ?? operatorName(),
    at: (deps.now?.() ?? new Date()).toISOString(),
  };
  try {
    const people = await revealCreditApplication(deps.db, leadId, deps.key);
    deps.audit({ ...base, outcome: 'revealed', detail: people.map((person) => person.role).join(',') });
    deps.out(formatReveal(leadId, people));
    return 0;
  } catch (error) {
    if (!(error instanceof RevealError)) throw error;
    deps.audit({ ...base, outcome: 'refused', detail: error.message });
    console.error(error.message);
    return 1;
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.length !== 1) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  // The key first: a bad LEAD_ENCRYPTION_KEY is reported before the database is opened.
  let key: KeyRing;
  try {
    const problem = startupProblem();
    if (problem) throw new Error(problem);
    key = leadKeyRing();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
    return;
  }
  if (!serverEnv().LEAD_ENCRYPTION_KEY) console.error('LEAD_ENCRYPTION_KEY is not set: using the development key.');
  try {
    process.exitCode = await runReveal(argv, {
      db: await getDb(),
      key,
      out: (text) => console.log(text),
      audit: (entry) => writeAudit(entry),
    });
  } finally {
    await closeDb();
  }
}

// Run only as the CLI (tests import the functions).
if (process.argv[1]?.endsWith('credit-app-reveal.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
