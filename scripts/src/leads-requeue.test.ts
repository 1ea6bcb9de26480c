/**
 * `npm run leads:requeue`: the command line, and dead letters put back in the queue on PGlite (and Postgres when
 * DATABASE_URL is set): only dead rows move, by message id, by lead id or all, and the next pass delivers them.
 */
import { eq } from 'drizzle-orm';
import { outbox } from '../../web/src/server/db/schema';
import { testBackends, type OpenedBackend } from '../../web/src/server/db/testing/test-backends';
import type { MailToSend, MailTransport } from '../../web/src/server/mail/transport';
import { deliverDueMessages } from '../../web/src/server/outbox/delivery';
import { storeLead } from '../../web/src/server/outbox/store-lead';
import { sampleLead } from '../../web/src/server/outbox/testing/sample-lead';
import { parseRequeueArgs, runRequeue, USAGE } from './leads-requeue';

process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');
const ID = '0b7c6f2e-8d7a-4a55-9a43-2b1f3f0d9e11';

describe('parseRequeueArgs', () => {
  test.each<[string[], ReturnType<typeof parseRequeueArgs>]>([
    [[ID], { id: ID }],
    [[ID.toUpperCase()], { id: ID }],
    [['--dead'], { allDead: true }],
    [[], { error: USAGE }],
    [[ID, ID], { error: USAGE }],
    [['--dead', ID], { error: USAGE }],
    [['42'], { error: `Not a message or lead id: 42\n${USAGE}` }],
    [["x' or 1=1"], { error: `Not a message or lead id: x' or 1=1\n${USAGE}` }],
  ])('%j → %j', (argv, expected) => {
    expect(parseRequeueArgs(argv)).toEqual(expected);
  });

  test('an unknown option prints the usage', () => {
    expect(parseRequeueArgs(['--all'])).toEqual({ error: expect.stringContaining(USAGE) });
  });
});

describe.each(testBackends())('requeue dead letters on %s', (_name, backend) => {
  let store: OpenedBackend;
  const sent: MailToSend[] = [];
  const working: MailTransport = {
    send: async (mail) => {
      sent.push(mail);
      return { messageId: `<${mail.id}@dealer.example>` };
    },
  };
  const failing: MailTransport = { send: () => Promise.reject(new Error('550 mailbox unavailable')) };

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    store = await backend.open();
  });
  afterAll(async () => {
    await store.close();
    jest.restoreAllMocks();
  });
  beforeEach(async () => {
    sent.length = 0;
    await store.reset();
  });

  /** Three leads whose mail is dead (the first with two messages) and one delivered lead. */
  async function deadLetters() {
    const twoMails = sampleLead();
    twoMails.mails = [...twoMails.mails, { ...twoMails.mails[0]!, to: 'crm@store.example', kind: 'adf' }];
    const dead = [await storeLead(twoMails, store.db), await storeLead(sampleLead(), store.db)];
    await deliverDueMessages({ db: store.db, transport: failing, maxAttempts: 1 });
    const delivered = await storeLead(sampleLead(), store.db);
    await deliverDueMessages({ db: store.db, transport: working });
    sent.length = 0;
    const rows = await store.db.select().from(outbox);
    expect(rows.filter((row) => row.status === 'dead')).toHaveLength(3);
    return { dead: dead.map((lead) => lead.id), delivered: delivered.id, rows };
  }

  const statusOf = async (id: string) => (await store.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  test('by message id: that message only, due now with a fresh attempt count; the next pass sends it', async () => {
    const { dead, rows } = await deadLetters();
    const message = rows.find((row) => row.leadId === dead[1])!;
    expect(await runRequeue(store.db, { id: message.id })).toEqual({
      ok: true,
      lines: ['Requeued 1 message:', `  ${message.id}`],
    });
    expect(await statusOf(message.id)).toMatchObject({ status: 'queued', attempts: 0, claimToken: null });
    expect(await deliverDueMessages({ db: store.db, transport: working })).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(sent.map((mail) => mail.id)).toEqual([message.id]);
    expect((await store.db.select().from(outbox)).filter((row) => row.status === 'dead')).toHaveLength(2);
  });

  test('by lead id: every dead message of that lead', async () => {
    const { dead, rows } = await deadLetters();
    const ids = rows
      .filter((row) => row.leadId === dead[0])
      .map((row) => row.id)
      .sort();
    expect(await runRequeue(store.db, { id: dead[0]! })).toEqual({
      ok: true,
      lines: ['Requeued 2 messages:', ...ids.map((id) => `  ${id}`)],
    });
    expect(await deliverDueMessages({ db: store.db, transport: working })).toEqual({ sent: 2, retried: 0, dead: 0 });
  });

  test('--dead: every dead message, and a second run finds none', async () => {
    await deadLetters();
    expect((await runRequeue(store.db, { allDead: true })).lines[0]).toBe('Requeued 3 messages:');
    expect(await runRequeue(store.db, { allDead: true })).toEqual({ ok: true, lines: ['No dead messages.'] });
    expect(await deliverDueMessages({ db: store.db, transport: working })).toEqual({ sent: 3, retried: 0, dead: 0 });
  });

  test('a delivered lead or an unknown id is refused and nothing is sent again', async () => {
    const { delivered } = await deadLetters();
    for (const id of [delivered, ID]) {
      expect(await runRequeue(store.db, { id })).toEqual({
        ok: false,
        lines: [`No dead message has the message or lead id ${id}.`],
      });
    }
    expect(await deliverDueMessages({ db: store.db, transport: working })).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(sent).toEqual([]);
  });
});
