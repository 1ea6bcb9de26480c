import 'server-only';
import type { VerifySmsAdapter } from './types';

export interface TwilioVerifyConfig {
  accountSid: string;
  authToken: string;
  /** The Verify Service SID (`VA…`); its code length must stay 6 (the route refuses other lengths). */
  serviceSid: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Overridable for tests. */
  baseUrl?: string;
}

const TIMEOUT_MS = 10_000;

const field = (payload: unknown, key: string): string | null =>
  typeof payload === 'object' && payload !== null && key in payload
    ? String((payload as Record<string, unknown>)[key])
    : null;

/**
 * Twilio Verify over its REST API: `POST /v2/Services/{sid}/Verifications` texts a code Twilio generates,
 * `POST /v2/Services/{sid}/VerificationCheck` checks it. Neither the code nor its hash ever reaches our database.
 * https://www.twilio.com/docs/verify/api
 */
export function twilioVerifyAdapter(config: TwilioVerifyConfig): VerifySmsAdapter {
  const doFetch = config.fetch ?? fetch;
  const service = `${config.baseUrl ?? 'https://verify.twilio.com'}/v2/Services/${encodeURIComponent(config.serviceSid)}`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;

  async function post(path: string, form: Record<string, string>) {
    const response = await doFetch(`${service}/${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const payload: unknown = await response.json().catch(() => null);
    return { response, payload };
  }

  // Twilio's error code names the problem (60200 invalid number, 60203 too many sends…); no number or code in it.
  const failure = (status: number, payload: unknown) => {
    const code = field(payload, 'code');
    return new Error(`Twilio Verify answered ${status}${code ? ` (Twilio error ${code})` : ''}`);
  };

  return {
    kind: 'twilio-verify',
    async start(to) {
      const { response, payload } = await post('Verifications', { To: to, Channel: 'sms' });
      if (!response.ok) throw failure(response.status, payload);
      return { id: field(payload, 'sid') ?? '' };
    },
    async check(to, code) {
      const { response, payload } = await post('VerificationCheck', { To: to, Code: code });
      // 404: Twilio deletes a verification once approved, expired or out of tries, so there is nothing to match.
      if (response.status === 404) return 'expired';
      if (!response.ok) throw failure(response.status, payload);
      return field(payload, 'status') === 'approved' ? 'approved' : 'wrong';
    },
  };
}
