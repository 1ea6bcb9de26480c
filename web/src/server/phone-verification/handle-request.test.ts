import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ConsentCategory } from '@/lib/consent';
import {
  CODE_LENGTH_MESSAGE,
  EXPIRED_CODE_MESSAGE,
  NOT_TEXTABLE_MESSAGE,
  PHONE_PATTERN_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  RATE_LIMITED_MESSAGE,
  RESEND_COOLDOWN_MESSAGE,
  SEND_FAILED_MESSAGE,
  SEND_LIMIT_PER_IP,
  SEND_LIMIT_PER_PHONE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '@/lib/phone-verification';
import { phoneVerifications, rateLimitHits } from '../db/schema';
import { testBackends, type OpenedBackend } from '../db/testing/test-backends';
import { localSmsAdapter } from '../sms/local-adapter';
import type { SmsAdapter } from '../sms/types';
import { handlePhoneValidationRequest, type PhoneValidationRouteDeps } from './handle-request';
import { spentRequest } from '@/server/http/testing/spent-request';

const PHONE = '(630) 555-0100';
const ALL: ConsentCategory[] = ['essential', 'functional', 'analytics', 'targeting'];

function post(body: unknown, options: { ip?: string; url?: string } = {}) {
  return new Request(options.url ?? 'https://dealer.example/api/customer/phoneValidation', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? '203.0.113.7' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe.each(testBackends())('POST /api/customer/phoneValidation on %s', (_name, backend) => {
  let store: OpenedBackend;
  let smsDir: string;
  let clock: Date;
  let allowed: ConsentCategory[];
  let sms: SmsAdapter;
  let random: ((max: number) => number) | undefined;

  const deps = (): PhoneValidationRouteDeps => ({
    db: async () => store.db,
    sms: () => sms,
    secret: () => Buffer.alloc(32, 7),
    now: () => clock,
    random,
    consent: async () => ({ allowed }),
  });
  const call = (body: unknown, options?: { ip?: string; url?: string }) =>
    handlePhoneValidationRequest(post(body, options), deps());
  const send = (phone = PHONE, ip?: string) => call({ type: 'phone-validation', phone }, { ip });
  const verify = (code: string, phone = PHONE, url?: string) =>
    call({ type: 'code-verification', phone, code }, { url });
  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  /** The code of the newest message the local adapter wrote. */
  function lastCode(): { to: string; code: string } {
    const files = readdirSync(smsDir).sort();
    const text = readFileSync(path.join(smsDir, files[files.length - 1] ?? 'missing'), 'utf8');
    const to = /^To: (\S+)/.exec(text)?.[1] ?? '';
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
    return { to, code };
  }

  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.db.delete(phoneVerifications);
    await store.db.delete(rateLimitHits);
    smsDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-sms-'));
    sms = localSmsAdapter({ db: async () => store.db, directory: smsDir, log: () => undefined });
    clock = new Date('2026-11-22T02:00:00.000Z');
    allowed = ALL;
    random = undefined;
  });
  afterEach(() => rmSync(smsDir, { recursive: true, force: true }));

  test('send → code from the SMS file → verify sets phone and phoneVerified cookies', async () => {
    const sent = await send();
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ success: true });
    const { to, code } = lastCode();
    expect(to).toBe('+16305550100');
    expect(code).toMatch(/^\d{6}$/);

    // Nothing about the number or code is stored in clear.
    const [row] = await store.db.select().from(phoneVerifications);
    expect(JSON.stringify(row)).not.toContain('5550100');
    expect(JSON.stringify(row)).not.toContain(code);

    advance(30);
    const verified = await verify(`${code.slice(0, 3)}-${code.slice(3)}`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ success: true });
    const cookies = verified.headers.getSetCookie();
    expect(cookies).toEqual([
      'phone=(630)%20555-0100; Path=/; SameSite=Lax; Max-Age=2592000; Secure',
      'phoneVerified=(630)%20555-0100; Path=/; SameSite=Lax; Max-Age=2592000; Secure',
    ]);

    // A code verifies once.
    const again = await verify(code);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ success: false, error: 'code', message: EXPIRED_CODE_MESSAGE });
  });

  test('cookies are not Secure on plain-http localhost', async () => {
    await send();
    const response = await verify(lastCode().code, PHONE, 'http://localhost:3000/api/customer/phoneValidation');
    expect(response.headers.getSetCookie()).toEqual([
      'phone=(630)%20555-0100; Path=/; SameSite=Lax; Max-Age=2592000',
      'phoneVerified=(630)%20555-0100; Path=/; SameSite=Lax; Max-Age=2592000',
    ]);
  });

  test('without functional consent the check succeeds but sets no cookie', async () => {
    allowed = ['essential'];
    await send();
    const response = await verify(lastCode().code);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test.each<[string, unknown, string, string]>([
    ['no phone', { type: 'phone-validation' }, 'phone', PHONE_REQUIRED_MESSAGE],
    ['bad phone', { type: 'phone-validation', phone: '555' }, 'phone', PHONE_PATTERN_MESSAGE],
    ['a premium number', { type: 'phone-validation', phone: '+1 (900) 555-0100' }, 'phone', NOT_TEXTABLE_MESSAGE],
    ['a Jamaican number', { type: 'phone-validation', phone: '(876) 555-0100' }, 'phone', NOT_TEXTABLE_MESSAGE],
    ['a toll-free number', { type: 'phone-validation', phone: '800-555-0100' }, 'phone', NOT_TEXTABLE_MESSAGE],
    ['a Canadian number', { type: 'phone-validation', phone: '416 555 0100' }, 'phone', NOT_TEXTABLE_MESSAGE],
    ['short code', { type: 'code-verification', phone: PHONE, code: '123' }, 'code', CODE_LENGTH_MESSAGE],
    ['not JSON', '{', 'generic', 'Invalid request'],
  ])('400 for %s', async (_label, body, error, message) => {
    const response = await call(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error, message });
    expect(readdirSync(smsDir)).toEqual([]);
  });

  test('the body the POST guard parsed is the one used: the request is never read again', async () => {
    const request = spentRequest('https://dealer.example/api/customer/phoneValidation', {
      'x-forwarded-for': '203.0.113.71',
    });
    const response = await handlePhoneValidationRequest(request, deps(), {
      kind: 'json',
      value: { type: 'phone-validation', phone: PHONE },
    });
    expect(response.status).toBe(200);
    expect(lastCode().to).toContain('6305550100');
  });

  test('a non-JSON body (a cross-site form post) is refused with 415', async () => {
    const request = new Request('https://dealer.example/api/customer/phoneValidation', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ type: 'phone-validation', phone: PHONE }),
    });
    const response = await handlePhoneValidationRequest(request, deps());
    expect(response.status).toBe(415);
    expect(readdirSync(smsDir)).toEqual([]);
  });

  test('a wrong code is refused, the right one still works', async () => {
    await send();
    const { code } = lastCode();
    const wrong = code === '000000' ? '000001' : '000000';
    const response = await verify(wrong);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: 'code', message: WRONG_CODE_MESSAGE });
    expect((await verify(code)).status).toBe(200);
  });

  test('a code expires after 10 minutes', async () => {
    await send();
    const { code } = lastCode();
    advance(10 * 60);
    const response = await verify(code);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: 'code', message: EXPIRED_CODE_MESSAGE });
  });

  test('verifying a number that never got a code reads as expired', async () => {
    const response = await verify('123456');
    expect(await response.json()).toEqual({ success: false, error: 'code', message: EXPIRED_CODE_MESSAGE });
  });

  test('after 5 wrong codes even the right one is refused with 429', async () => {
    await send();
    const { code } = lastCode();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(wrong)).status).toBe(400);
    }
    const blocked = await verify(code);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ success: false, error: 'code', message: TOO_MANY_ATTEMPTS_MESSAGE });
  });

  test('parallel guesses cannot exceed 5 attempts', async () => {
    await send();
    const { code } = lastCode();
    const wrong = code === '000000' ? '000001' : '000000';
    const statuses = await Promise.all(Array.from({ length: 12 }, () => verify(wrong).then((r) => r.status)));
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  test('a new code replaces the old one', async () => {
    const values = [111111, 222222];
    random = () => values.shift() ?? 0;
    await send();
    advance(61);
    await send();
    expect(await (await verify('111111')).json()).toEqual({
      success: false,
      error: 'code',
      message: WRONG_CODE_MESSAGE,
    });
    expect((await verify('222222')).status).toBe(200);
  });

  test('sending prunes codes that expired more than a day ago', async () => {
    await send('(630) 555-0101');
    advance(25 * 60 * 60);
    await send();
    const rows = await store.db.select().from(phoneVerifications);
    expect(rows).toHaveLength(1);
  });

  test('resend cooldown: a second code within 60 s is refused with Retry-After', async () => {
    expect((await send()).status).toBe(200);
    advance(20);
    const response = await send();
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('40');
    expect(await response.json()).toEqual({ success: false, error: 'phone', message: RESEND_COOLDOWN_MESSAGE });
    expect(readdirSync(smsDir)).toHaveLength(1);
  });

  test(`per-number limit: ${SEND_LIMIT_PER_PHONE.limit} codes an hour from any address`, async () => {
    for (let index = 0; index < SEND_LIMIT_PER_PHONE.limit; index += 1) {
      expect((await send(PHONE, `198.51.100.${index}`)).status).toBe(200);
      advance(61);
    }
    const response = await send(PHONE, '198.51.100.200');
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ success: false, error: 'phone', message: RATE_LIMITED_MESSAGE });
  });

  test(`per-address limit: ${SEND_LIMIT_PER_IP.limit} codes an hour to any numbers`, async () => {
    for (let index = 0; index < SEND_LIMIT_PER_IP.limit; index += 1) {
      expect((await send(`(630) 555-01${String(index).padStart(2, '0')}`)).status).toBe(200);
    }
    const response = await send('(630) 555-0199');
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ success: false, error: 'generic', message: RATE_LIMITED_MESSAGE });
    expect(readdirSync(smsDir)).toHaveLength(SEND_LIMIT_PER_IP.limit);
  });

  test('per-address limit over IPv6: addresses of one /64 share it', async () => {
    for (let index = 0; index < SEND_LIMIT_PER_IP.limit; index += 1) {
      const phone = `(630) 555-01${String(index).padStart(2, '0')}`;
      expect((await send(phone, `2001:db8:77:1::${(index + 1).toString(16)}`)).status).toBe(200);
    }
    const response = await send('(630) 555-0199', '2001:db8:77:1:abcd::1');
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ success: false, error: 'generic', message: RATE_LIMITED_MESSAGE });
  });

  test('an SMS failure answers 502, logs neither number nor code, and allows a retry', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let body = '';
    sms = {
      kind: 'local',
      send: async (message) => {
        body = message.body;
        throw new Error('provider down');
      },
    };
    const response = await send();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ success: false, error: 'generic', message: SEND_FAILED_MESSAGE });
    const logged = errors.mock.calls.flat().join(' ');
    errors.mockRestore();
    expect(logged).toContain('phone-verification.sms-failed');
    expect(logged).not.toContain('5550100');
    expect(logged).not.toContain(/\d{6}/.exec(body)?.[0] ?? 'no code');
    sms = localSmsAdapter({ db: async () => store.db, directory: smsDir, log: () => undefined });
    expect((await send()).status).toBe(200);
  });

  describe('with Twilio Verify (the provider makes and checks the code)', () => {
    let started: string[];
    let checked: Array<[string, string]>;
    let answer: 'approved' | 'wrong' | 'expired';

    beforeEach(() => {
      started = [];
      checked = [];
      answer = 'approved';
      sms = {
        kind: 'twilio-verify',
        start: async (to) => {
          started.push(to);
          return { id: 'VE1' };
        },
        check: async (to, code) => {
          checked.push([to, code]);
          return answer;
        },
      };
    });

    test('send starts a verification, verify delegates the check and sets the cookies', async () => {
      expect((await send()).status).toBe(200);
      expect(started).toEqual(['+16305550100']);
      const [row] = await store.db.select().from(phoneVerifications);
      expect(row?.codeHash).toBe('');
      expect(readdirSync(smsDir)).toEqual([]);

      const verified = await verify('123-456');
      expect(verified.status).toBe(200);
      expect(checked).toEqual([['+16305550100', '123456']]);
      expect(verified.headers.getSetCookie()).toHaveLength(2);
      // Verified once: a second check does not reach Twilio.
      expect((await verify('123456')).status).toBe(400);
      expect(checked).toHaveLength(1);
    });

    test.each<['wrong' | 'expired', string]>([
      ['wrong', WRONG_CODE_MESSAGE],
      ['expired', EXPIRED_CODE_MESSAGE],
    ])('Twilio answering %s is a 400 with its message', async (result, message) => {
      await send();
      answer = result;
      const response = await verify('123456');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: 'code', message });
    });

    test('our expiry, attempt limit and cooldown still apply before Twilio is asked', async () => {
      await send();
      advance(20);
      expect((await send()).status).toBe(429);
      expect(started).toHaveLength(1);
      answer = 'wrong';
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await verify('000000')).status).toBe(400);
      expect((await verify('123456')).status).toBe(429);
      expect(checked).toHaveLength(5);
      advance(10 * 60);
      expect((await verify('123456')).status).toBe(400);
      expect(checked).toHaveLength(5);
    });

    test('a refused start answers 502 and allows a retry', async () => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const working = sms;
      sms = {
        kind: 'twilio-verify',
        start: () => Promise.reject(new Error('Twilio Verify answered 429')),
        check: async () => 'wrong',
      };
      expect((await send()).status).toBe(502);
      errors.mockRestore();
      sms = working;
      expect((await send()).status).toBe(200);
    });
  });
});
