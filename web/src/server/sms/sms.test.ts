import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { smsOutbox } from '../db/schema';
import { testBackends, type OpenedBackend } from '../db/testing/test-backends';
import { localSmsAdapter, logsSmsText } from './local-adapter';
import { twilioVerifyAdapter } from './twilio-verify-adapter';

const SERVICE = 'VA0123456789abcdef0123456789abcdef';

describe('twilioVerifyAdapter', () => {
  function recordingFetch(status: number, payload: unknown) {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    };
    return { calls, fetchImpl };
  }
  const adapter = (fetchImpl: typeof fetch) =>
    twilioVerifyAdapter({ accountSid: 'AC1', authToken: 'secret', serviceSid: SERVICE, fetch: fetchImpl });

  function expectTwilioPost(call: { url: string; init: RequestInit } | undefined, url: string) {
    expect(call?.url).toBe(url);
    expect(call?.init.method).toBe('POST');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('authorization')).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`);
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    return Object.fromEntries(new URLSearchParams(String(call?.init.body)));
  }

  test('start posts To and Channel=sms to the service’s Verifications', async () => {
    const { calls, fetchImpl } = recordingFetch(201, { sid: 'VE123', status: 'pending' });
    expect(await adapter(fetchImpl).start('+16305550100')).toEqual({ id: 'VE123' });
    const form = expectTwilioPost(calls[0], `https://verify.twilio.com/v2/Services/${SERVICE}/Verifications`);
    expect(form).toEqual({ To: '+16305550100', Channel: 'sms' });
  });

  test.each<[string, number, unknown, 'approved' | 'wrong' | 'expired']>([
    ['approved', 200, { status: 'approved', valid: true }, 'approved'],
    ['pending (wrong code)', 200, { status: 'pending', valid: false }, 'wrong'],
    ['404 (expired, used or out of tries)', 404, { code: 20404, status: 404 }, 'expired'],
  ])('check posts To and Code to VerificationCheck: %s', async (_label, status, payload, expected) => {
    const { calls, fetchImpl } = recordingFetch(status, payload);
    expect(await adapter(fetchImpl).check('+16305550100', '123456')).toBe(expected);
    const form = expectTwilioPost(calls[0], `https://verify.twilio.com/v2/Services/${SERVICE}/VerificationCheck`);
    expect(form).toEqual({ To: '+16305550100', Code: '123456' });
  });

  test.each([
    ['start', (api: ReturnType<typeof adapter>) => api.start('+16305550100')],
    ['check', (api: ReturnType<typeof adapter>) => api.check('+16305550100', '123456')],
  ])('a refused %s rejects with the status and Twilio code, not the number', async (_label, call) => {
    const { fetchImpl } = recordingFetch(429, { code: 60203, message: 'Max send attempts reached for +16305550100' });
    await expect(call(adapter(fetchImpl))).rejects.toThrow(/^Twilio Verify answered 429 \(Twilio error 60203\)$/);
  });
});

describe('logsSmsText: the code reaches the console outside production only', () => {
  test.each<[string | undefined, boolean]>([
    ['development', true],
    ['test', true],
    [undefined, true],
    ['production', false],
  ])('NODE_ENV %s → %s', (nodeEnv, expected) => {
    expect(logsSmsText(nodeEnv)).toBe(expected);
  });
});

describe.each(testBackends())('localSmsAdapter on %s', (_name, backend) => {
  let store: OpenedBackend;
  let dir: string;
  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.db.delete(smsOutbox);
    dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-sms-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const message = { to: '+16305550100', body: 'Your verification code is 123456.' };

  test('records the text in sms_outbox and the file, logs it in development, never calls out', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const log = jest.fn();
    const now = new Date('2026-11-22T02:00:00.000Z');
    try {
      const adapter = localSmsAdapter({
        db: async () => store.db,
        directory: path.join(dir, 'sms'),
        nodeEnv: 'development',
        log,
        now: () => now,
      });
      const { id } = await adapter.send(message);
      expect(await store.db.select().from(smsOutbox)).toEqual([{ id, ...message, createdAt: now }]);
      expect(readdirSync(path.join(dir, 'sms'))).toEqual([`${id}.txt`]);
      expect(readFileSync(path.join(dir, 'sms', `${id}.txt`), 'utf8')).toBe(`To: ${message.to}\n\n${message.body}\n`);
      expect(log).toHaveBeenCalledWith('[sms] to +16305550100: Your verification code is 123456.');
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  test('in production the text is recorded but never logged', async () => {
    const log = jest.fn();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      await localSmsAdapter({ db: async () => store.db, nodeEnv: 'production', log }).send(message);
      await localSmsAdapter({ db: async () => store.db, nodeEnv: 'production' }).send(message);
      expect(await store.db.select().from(smsOutbox)).toHaveLength(2);
      expect(log).not.toHaveBeenCalled();
      expect(info).not.toHaveBeenCalled();
    } finally {
      info.mockRestore();
    }
  });

  test('texts older than a day are deleted on the next send', async () => {
    let now = new Date('2026-11-20T00:00:00.000Z');
    const adapter = localSmsAdapter({ db: async () => store.db, log: () => undefined, now: () => now });
    await adapter.send(message);
    now = new Date('2026-11-21T00:00:01.000Z');
    const { id } = await adapter.send({ ...message, body: 'newer' });
    expect((await store.db.select().from(smsOutbox)).map((row) => row.id)).toEqual([id]);
  });
});
