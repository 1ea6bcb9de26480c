import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/**
 * An alert's tokens (docs/alerts.md#tokens): 32 random bytes each, base64url. The confirmation token is stored only
 * as its SHA-256 (it is mailed once and never needed again); the unsubscribe token is stored as it is, as every
 * alert e-mail carries it (it can only ever stop e-mails).
 */
export const newAlertToken = (): string => randomBytes(32).toString('base64url');

export const confirmTokenHash = (token: string): string =>
  createHash('sha256').update(`dealer-alerts:confirm:${token}`).digest('hex');
