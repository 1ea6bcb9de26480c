/**
 * Verification code policy: 6-digit codes, 10-minute expiry, 5 attempts per code, a resend
 * cooldown and send limits per number and per client address (SMS pumping fraud sends many texts to premium
 * numbers through forms like this one).
 */

export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export const SEND_LIMIT_PER_PHONE: RateRule = { limit: 5, windowSeconds: 60 * 60 };
export const SEND_LIMIT_PER_IP: RateRule = { limit: 10, windowSeconds: 60 * 60 };
export const VERIFY_LIMIT_PER_IP: RateRule = { limit: 30, windowSeconds: 10 * 60 };

/** A code from a uniform random integer in [0, 10^6): zero-padded, so '000042' is a valid code. */
export function formatCode(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 10 ** CODE_LENGTH) {
    throw new RangeError(`code value out of range: ${value}`);
  }
  return String(value).padStart(CODE_LENGTH, '0');
}

export function codeExpiresAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + CODE_TTL_SECONDS * 1000);
}

/** Seconds left before another code may be sent to the same number (0 = may send now). */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const elapsed = (now.getTime() - lastSentAt.getTime()) / 1000;
  return elapsed >= RESEND_COOLDOWN_SECONDS ? 0 : Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed);
}

export type CodeState = 'usable' | 'expired' | 'used' | 'exhausted';

/** Whether a stored code may still be tried. Expired wins over exhausted: the visitor needs a new code either way. */
export function codeState(code: { expiresAt: Date; verifiedAt: Date | null; attempts: number }, now: Date): CodeState {
  if (code.verifiedAt) return 'used';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  if (code.attempts >= MAX_ATTEMPTS) return 'exhausted';
  return 'usable';
}
