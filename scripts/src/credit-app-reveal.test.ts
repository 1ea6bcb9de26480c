/**
 * The reveal CLI against the real pipeline: a FULL_CREDIT_APP lead submitted through the lead service (SSN and date
 * of birth encrypted at rest) on PGlite, then revealed with the right key, a wrong key and wrong lead ids.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parseEncryptionKey } from '../../web/src/server/crypto/lead-crypto';
import { createDb, type Db, type DbHandle } from '../../web/src/server/db/client';
import { leads } from '../../web/src/server/db/schema';
import { runReveal, writeAudit, type AuditEntry } from './credit-app-reveal';

/**
 * The lead service is loaded by computed path (like leads-test-send.ts): it is compiled with web's settings (its
 * `@/` paths), not this project's. Only the shapes this test uses are declared here.
 */
interface Pipeline {
  submitLead: (
    submission: {
      fields: Record<string, unknown>;
      files: never[];
      cookies: Record<string, string>;
      idempotencyKey: string | null;
      clientIp: string | null;
      userAgent: string | null;
      origin: string | null;
    },
    deps: { content: unknown; db: Db; kick: () => void },
  ) => Promise<{ kind: string; id?: string }>;
  embeddedLeadContent: (dataset: 'dealership') => unknown;
  SAMPLE_LEADS: Record<'FULL_CREDIT_APP' | 'CONTACT_SALES', Record<string, unknown>>;
  SAMPLE_CO_BORROWER: Record<string, unknown>;
}

async function loadPipeline(): Promise<Pipeline> {
  const web = (file: string) => path.resolve(__dirname, '../../web/src', file);
  const [leadService, content, samples] = (await Promise.all([
    import(web('server/leads/submit-lead')),
    import(web('server/leads/testing/embedded-lead-content')),
    import(web('lib/leads/sample-leads')),
  ])) as [
    Pick<Pipeline, 'submitLead'>,
    Pick<Pipeline, 'embeddedLeadContent'>,
    Pick<Pipeline, 'SAMPLE_LEADS' | 'SAMPLE_CO_BORROWER'>,
  ];
  return { ...leadService, ...content, ...samples };
}

const KEY = Buffer.alloc(32, 7).toString('base64');
const WRONG_KEY = parseEncryptionKey(Buffer.alloc(32, 8).toString('base64'));
process.env.LEAD_ENCRYPTION_KEY = KEY;
jest.setTimeout(30_000);

let pipeline: Pipeline;
let handle: DbHandle;
let creditLeadId = '';
let contactLeadId = '';

async function submit(fields: Record<string, unknown>): Promise<string> {
  const outcome = await pipeline.submitLead(
    {
      fields,
      files: [],
      cookies: {},
      idempotencyKey: null,
      clientIp: null,
      userAgent: null,
      origin: 'http://localhost',
    },
    { content: pipeline.embeddedLeadContent('dealership'), db: handle.db, kick: () => undefined },
  );
  if (outcome.kind !== 'created' || !outcome.id) throw new Error(`lead not created: ${JSON.stringify(outcome)}`);
  return outcome.id;
}

beforeAll(async () => {
  pipeline = await loadPipeline();
  handle = await createDb({ memory: true });
  const sample = pipeline.SAMPLE_LEADS.FULL_CREDIT_APP;
  creditLeadId = await submit({ form: 'FULL_CREDIT_APP', ...sample, coBorrower: pipeline.SAMPLE_CO_BORROWER });
  contactLeadId = await submit({ form: 'CONTACT_SALES', ...pipeline.SAMPLE_LEADS.CONTACT_SALES });
}, 60_000);
afterAll(() => handle.close());

function run(argv: string[], key: Buffer = parseEncryptionKey(KEY)) {
  const out: string[] = [];
  const audit: AuditEntry[] = [];
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return runReveal(argv, {
    db: handle.db,
    key,
    out: (text) => out.push(text),
    audit: (entry) => audit.push(entry),
    now: () => new Date('2026-11-24T15:00:00Z'),
    operator: 'ops-jane',
  }).then((code) => {
    const stderr = errors.mock.calls.map((call) => call.join(' ')).join('\n');
    errors.mockRestore();
    return { code, out: out.join('\n'), audit, stderr };
  });
}

test('the stored lead holds no SSN or date of birth in clear', async () => {
  const [row] = await handle.db.select().from(leads).limit(1);
  const stored = JSON.stringify(row);
  expect(stored).not.toContain('123-45-6789');
  expect(stored).not.toContain('123456789');
  expect(stored).not.toContain('1985-04-12');
  expect(row?.sensitiveCiphertext).toMatch(/^v2\./);
});

test('reveals applicant and co-borrower with the right key, and audits without the values', async () => {
  const result = await run([creditLeadId]);
  expect(result.code).toBe(0);
  expect(result.out).toBe(
    [
      `Full credit application ${creditLeadId}`,
      'Applicant: SSN 123-45-6789, date of birth 1985-04-12',
      'Co-borrower: SSN 987-65-4321, date of birth 1983-09-30',
    ].join('\n'),
  );
  expect(result.audit).toEqual([
    {
      event: 'credit-app.reveal',
      leadId: creditLeadId,
      operator: 'ops-jane',
      at: '2026-11-24T15:00:00.000Z',
      outcome: 'revealed',
      detail: 'applicant,coBorrower',
    },
  ]);
  // The lead id is a random UUID that can itself contain "6789": leave it out of the search.
  const audited = (JSON.stringify(result.audit) + result.stderr).replaceAll(creditLeadId, '<lead>');
  for (const secret of ['123-45-6789', '6789', '987-65-4321', '1985-04-12', '1983-09-30']) {
    expect(audited).not.toContain(secret);
  }
});

test('a wrong key fails clearly and reveals nothing', async () => {
  const result = await run([creditLeadId], WRONG_KEY);
  expect(result.code).toBe(1);
  expect(result.out).toBe('');
  expect(result.stderr).toContain(`Cannot decrypt lead ${creditLeadId}: the key does not match`);
  expect(result.stderr).toContain('LEAD_ENCRYPTION_KEY');
  expect(result.audit[0]).toMatchObject({ outcome: 'refused', leadId: creditLeadId });
});

test.each([
  ['an unknown id', () => 'no-such-lead', 'No lead with id no-such-lead.'],
  ['another form type', () => contactLeadId, 'lead, not a full credit application.'],
])('%s is refused', async (_name, id, message) => {
  const result = await run([id()]);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(message);
  expect(result.out).toBe('');
});

test.each([[[]], [['a', 'b']]])('usage error for %j', async (argv) => {
  const result = await run(argv);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain('Usage: npm run credit-app:reveal -- <leadId>');
});

test('the audit file gets one JSON line per reveal', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'reveal-audit-'));
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const entry: AuditEntry = {
    event: 'credit-app.reveal',
    leadId: 'lead-1',
    operator: 'ops',
    at: '2026-11-24T15:00:00.000Z',
    outcome: 'revealed',
    detail: 'applicant',
  };
  writeAudit(entry, directory);
  writeAudit({ ...entry, leadId: 'lead-2' }, directory);
  errors.mockRestore();
  const lines = readFileSync(path.join(directory, 'credit-app-reveal.log'), 'utf8').trim().split('\n');
  expect(lines.map((line) => JSON.parse(line) as AuditEntry).map((row) => row.leadId)).toEqual(['lead-1', 'lead-2']);
});
