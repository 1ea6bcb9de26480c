import 'server-only';
import path from 'node:path';
import { serverEnv } from '../env';
import { dataDir } from '../paths';
import { localSmsAdapter } from './local-adapter';
import { twilioAdapter } from './twilio-adapter';
import type { SmsAdapter } from './types';

export type { SmsAdapter, SmsMessage } from './types';
export { localSmsAdapter } from './local-adapter';
export { twilioAdapter } from './twilio-adapter';

let cached: SmsAdapter | undefined;

/** Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are all set; else files under $DATA_DIR/sms. */
export function smsAdapter(): SmsAdapter {
  if (!cached) {
    const env = serverEnv();
    cached =
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? twilioAdapter({ accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM })
        : localSmsAdapter(path.join(dataDir(), 'sms'));
  }
  return cached;
}
