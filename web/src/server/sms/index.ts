import 'server-only';
import path from 'node:path';
import { getDb } from '../db/client';
import { serverEnv } from '../env';
import { dataDir } from '../paths';
import { localSmsAdapter } from './local-adapter';
import { twilioVerifyAdapter } from './twilio-verify-adapter';
import type { SmsAdapter } from './types';

export type { MessageSmsAdapter, SmsAdapter, SmsMessage, VerifySmsAdapter } from './types';
export { localSmsAdapter, logsSmsText } from './local-adapter';
export { twilioVerifyAdapter } from './twilio-verify-adapter';

let cached: SmsAdapter | undefined;

/**
 * Twilio Verify when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID are all set; else the
 * embedded adapter (the `sms_outbox` table and $DATA_DIR/sms), also in production: `npm start` on the embedded
 * defaults must work, so a missing Twilio account is not an error there.
 */
export function smsAdapter(): SmsAdapter {
  if (!cached) {
    const env = serverEnv();
    cached =
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_VERIFY_SERVICE_SID
        ? twilioVerifyAdapter({
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            serviceSid: env.TWILIO_VERIFY_SERVICE_SID,
          })
        : localSmsAdapter({ db: getDb, directory: path.join(dataDir(), 'sms') });
  }
  return cached;
}
