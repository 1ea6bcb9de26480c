/**
 * The idempotency digest covers a credit application's encrypted part too, through a keyed hash (never the SSN
 * itself): the same key with another SSN or date of birth is other answers (422, docs/leads.md#repeated-submissions),
 * and the same submission again still answers the first lead's id. On PGlite, and Postgres with DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';

import { SAMPLE_CO_BORROWER, SAMPLE_LEADS } from '@/lib/leads/sample-leads';

import { parseKeyRing } from '../crypto/key-ring';
import { leads } from '../db/schema';
import { testBackends, type OpenedBackend } from '../db/testing/test-backends';
import type { LeadLimits } from './lead-limits';
import { IDEMPOTENCY_CONFLICT_MESSAGE } from './lead-messages';
import { handleLeadRequest } from './lead-request';
import { SUBMISSION_DIGEST_KEY } from './submit-lead';
import { submissionDigests } from './submission-digest';
import { embeddedLeadContent } from './testing/embedded-lead-content';

process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 3).toString('base64');
jest.setTimeout(60_000);

const content = embeddedLeadContent('sell-car');
const roomy: LeadLimits = {
  perIp: { limit: 10_000, windowSeconds: 600 },
  perEmail: { limit: 10_000, windowSeconds: 600 },
  maxJsonBytes: 64 * 1024,
  maxMultipartBytes: 6 * 1024 * 1024,
};
const credit = { form: 'FULL_CREDIT_APP', ...SAMPLE_LEADS.FULL_CREDIT_APP };

function request(body: unknown, key: string): Request {
  return new Request('http://localhost:3000/api/leads', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-for': '203.0.113.50',
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
}

describe.each(testBackends())('idempotency of a credit application on %s', (_name, backend) => {
  let store: OpenedBackend;
  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(() => store.close());
  beforeEach(() => store.reset());

  const post = (body: unknown, key: string) =>
    handleLeadRequest(request(body, key), { content, db: store.db, kick: () => undefined, limits: roomy });
  const idOf = async (response: Response) => ((await response.json()) as { id: string }).id;

  test('the same application again answers the first lead id; nothing new is stored', async () => {
    const first = await post(credit, 'credit-same-0001');
    expect(first.status).toBe(201);
    const again = await post(credit, 'credit-same-0001');
    expect(again.status).toBe(201);
    expect(await idOf(again)).toBe(await idOf(first));
    expect(await store.db.select().from(leads)).toHaveLength(1);
  });

  test.each<[string, Record<string, unknown>]>([
    // The same last four digits: the mail and the public payload cannot tell these two apart.
    ['another SSN (same last four)', { ssn: '987-65-6789' }],
    ['another date of birth', { dateOfBirth: '1986-04-12' }],
    ['a co-borrower with another SSN', { coBorrower: { ...SAMPLE_CO_BORROWER, ssn: '111-22-4321' } }],
  ])('%s under the same key → 422 with the form message; the first lead keeps its data', async (_label, change) => {
    const key = `credit-change-${_label.length}`;
    const base = 'coBorrower' in change ? { ...credit, coBorrower: SAMPLE_CO_BORROWER } : credit;
    const first = await post(base, key);
    expect(first.status).toBe(201);
    const changed = await post({ ...base, ...change }, key);
    expect(changed.status).toBe(422);
    expect(await changed.json()).toEqual({ errors: { idempotencyKey: IDEMPOTENCY_CONFLICT_MESSAGE } });
    const rows = await store.db.select().from(leads);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(await idOf(first));
  });

  test('the stored digest is a keyed hash: neither the SSN nor the date of birth is in the stored row', async () => {
    expect((await post(credit, 'credit-digest-01')).status).toBe(201);
    const [row] = await store.db.select().from(leads);
    const stored = JSON.stringify(row?.payload);
    expect(row?.payload[SUBMISSION_DIGEST_KEY]).toMatch(/^[0-9a-f]{64}$/);
    for (const secret of ['123-45-6789', '123456789', '1985-04-12']) expect(stored).not.toContain(secret);
  });
});

describe('submissionDigests', () => {
  const old = randomBytes(32).toString('base64');
  const next = randomBytes(32).toString('base64');
  const payload = { formType: 'FULL_CREDIT_APP', user: { firstName: 'Ada' } };
  const sensitive = { ssn: '123-45-6789', dateOfBirth: '1985-04-12' };

  test('a digest stored under the old key still matches once a new key is current (rotation)', () => {
    const [stored] = submissionDigests('FULL_CREDIT_APP', payload, [], sensitive, parseKeyRing(`old:${old}`));
    const rotated = submissionDigests(
      'FULL_CREDIT_APP',
      payload,
      [],
      sensitive,
      parseKeyRing(`new:${next},old:${old}`),
    );
    expect(rotated).toContain(stored);
    expect(rotated[0]).not.toBe(stored);
  });

  test('without the key the sensitive part cannot be guessed from the digest (another key, another digest)', () => {
    const [a] = submissionDigests('FULL_CREDIT_APP', payload, [], sensitive, parseKeyRing(old));
    const [b] = submissionDigests('FULL_CREDIT_APP', payload, [], sensitive, parseKeyRing(next));
    expect(a).not.toBe(b);
  });

  test('forms without a sensitive part hash as before (no key involved)', () => {
    const [a] = submissionDigests('CONTACT_SALES', payload, [], undefined, parseKeyRing(old));
    const [b] = submissionDigests('CONTACT_SALES', payload, [], undefined, parseKeyRing(next));
    expect(a).toBe(b);
  });
});
