import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localSmsAdapter } from './local-adapter';
import { twilioAdapter } from './twilio-adapter';

describe('twilioAdapter', () => {
  function recordingFetch(status: number, payload: unknown) {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    };
    return { calls, fetchImpl };
  }

  test.each<[string, string, string]>([
    ['a sending number', '+13125550000', 'From'],
    ['a messaging service', 'MG0123456789abcdef0123456789abcdef', 'MessagingServiceSid'],
  ])('posts the message form with basic auth, from %s', async (_label, from, field) => {
    const { calls, fetchImpl } = recordingFetch(201, { sid: 'SM123' });
    const adapter = twilioAdapter({ accountSid: 'AC1', authToken: 'secret', from, fetch: fetchImpl });
    expect(await adapter.send({ to: '+16305550100', body: 'Your code is 123456' })).toEqual({ id: 'SM123' });
    const [call] = calls;
    expect(call?.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json');
    expect(call?.init.method).toBe('POST');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('authorization')).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`);
    const form = new URLSearchParams(String(call?.init.body));
    expect(Object.fromEntries(form)).toEqual({ To: '+16305550100', Body: 'Your code is 123456', [field]: from });
  });

  test('a refused message rejects with the status and Twilio code, not the body', async () => {
    const { fetchImpl } = recordingFetch(400, { code: 21211, message: "The 'To' number +16305550100 is not valid." });
    const adapter = twilioAdapter({ accountSid: 'AC1', authToken: 'secret', from: '+13125550000', fetch: fetchImpl });
    await expect(adapter.send({ to: '+16305550100', body: 'Your code is 123456' })).rejects.toThrow(
      'Twilio answered 400 (Twilio error 21211)',
    );
  });
});

test('localSmsAdapter writes one file per message and never calls out', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-sms-'));
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  try {
    const adapter = localSmsAdapter(path.join(dir, 'sms'));
    const { id } = await adapter.send({ to: '+16305550100', body: 'Your code is 123456' });
    expect(readdirSync(path.join(dir, 'sms'))).toEqual([`${id}.txt`]);
    expect(readFileSync(path.join(dir, 'sms', `${id}.txt`), 'utf8')).toBe('To: +16305550100\n\nYour code is 123456\n');
    expect(fetchSpy).not.toHaveBeenCalled();
  } finally {
    fetchSpy.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  }
});
