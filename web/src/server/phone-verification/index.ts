import 'server-only';
import { getRequestConsent } from '../consent/request-consent';
import { leadEncryptionKey } from '../crypto/lead-crypto';
import { getDb } from '../db/client';
import { smsAdapter } from '../sms';
import type { PhoneValidationRouteDeps } from './handle-request';

export { handlePhoneValidationRequest } from './handle-request';
export type { PhoneValidationRouteDeps } from './handle-request';
export { issueCode, verifyCode, pruneVerifications } from './service';

/** The production wiring: process database, configured SMS adapter, the server key, this request's consent. */
export const phoneValidationDeps: PhoneValidationRouteDeps = {
  db: getDb,
  sms: smsAdapter,
  secret: leadEncryptionKey,
  consent: async () => (await getRequestConsent()).consent,
};
