import 'server-only';
import type { SmsAdapter, SmsMessage } from './types';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A sending number in E.164, or a Messaging Service SID (`MG…`). */
  from: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Overridable for tests. */
  baseUrl?: string;
}

const TIMEOUT_MS = 10_000;

/** Twilio Programmable Messaging over its REST API (`POST /2010-04-01/Accounts/{sid}/Messages.json`). */
export function twilioAdapter(config: TwilioConfig): SmsAdapter {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl ?? 'https://api.twilio.com';
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(message: SmsMessage) {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      form.set(config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', config.from);
      const response = await doFetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const payload: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        // Twilio's error code and message name the problem; they never echo the message body.
        const detail =
          typeof payload === 'object' && payload !== null && 'code' in payload
            ? ` (Twilio error ${String(payload.code)})`
            : '';
        throw new Error(`Twilio answered ${response.status}${detail}`);
      }
      const sid = typeof payload === 'object' && payload !== null && 'sid' in payload ? String(payload.sid) : '';
      return { id: sid };
    },
  };
}
