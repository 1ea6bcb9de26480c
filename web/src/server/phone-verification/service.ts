import 'server-only';
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  codeExpiresAt,
  codeState,
  EXPIRED_CODE_MESSAGE,
  formatCode,
  MAX_ATTEMPTS,
  RATE_LIMITED_MESSAGE,
  RESEND_COOLDOWN_MESSAGE,
  resendWaitSeconds,
  SEND_FAILED_MESSAGE,
  SEND_LIMIT_PER_IP,
  SEND_LIMIT_PER_PHONE,
  toE164,
  TOO_MANY_ATTEMPTS_MESSAGE,
  VERIFY_LIMIT_PER_IP,
  WRONG_CODE_MESSAGE,
  type PhoneVerificationErrorKey,
} from '@/lib/phone-verification';
import type { Db } from '../db/client';
import { phoneVerifications } from '../db/schema';
import { consumeRateLimit } from '../rate-limit/consume';
import type { SmsAdapter } from '../sms/types';

export interface VerificationDeps {
  db: Db;
  sms: SmsAdapter;
  /** Key of the HMACs that stand in for the number and the code in the database. */
  secret: Buffer;
  now?: () => Date;
  /** Uniform integer in [0, max); crypto.randomInt by default. */
  random?: (max: number) => number;
}

export type VerificationOutcome =
  | { ok: true }
  | {
      ok: false;
      status: 400 | 429 | 502;
      error: PhoneVerificationErrorKey;
      message: string;
      retryAfterSeconds?: number;
    };

const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;
/** `code_hash` of a row whose code Twilio Verify made and checks: the row keeps cooldown, expiry and tries only. */
const PROVIDER_HOLDS_CODE = '';

const hmac = (secret: Buffer, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`phone-verification:${purpose}:${value}`).digest('hex');

/** The database never holds the number itself: lookups go through this keyed hash. */
export const phoneKey = (secret: Buffer, digits: string) => hmac(secret, 'phone', digits);
/** The row id salts the code hash, so equal codes of two rows differ. */
const codeHash = (secret: Buffer, id: string, code: string) => hmac(secret, 'code', `${id}:${code}`);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function limited(error: PhoneVerificationErrorKey, message: string, retryAfterSeconds: number): VerificationOutcome {
  return { ok: false, status: 429, error, message, retryAfterSeconds };
}

/**
 * Step 1: sends a new 6-digit code to `digits` (ten-digit US number): ours through the embedded adapter, or one
 * Twilio Verify makes. Refused while the per-address or per-number limit is used up, or within the resend cooldown
 * of the last code. A new code replaces earlier ones.
 */
export async function issueCode(
  digits: string,
  ipHash: string | null,
  deps: VerificationDeps,
): Promise<VerificationOutcome> {
  const now = deps.now?.() ?? new Date();
  const phoneHash = phoneKey(deps.secret, digits);
  const [latest] = await deps.db
    .select({ createdAt: phoneVerifications.createdAt })
    .from(phoneVerifications)
    .where(eq(phoneVerifications.phoneHash, phoneHash))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  const wait = resendWaitSeconds(latest?.createdAt ?? null, now);
  if (wait > 0) return limited('phone', RESEND_COOLDOWN_MESSAGE, wait);

  if (ipHash) {
    const rule = SEND_LIMIT_PER_IP;
    const byIp = await consumeRateLimit(`sms-ip:${ipHash}`, rule.limit, rule.windowSeconds, deps.db, now);
    if (!byIp.allowed) return limited('generic', RATE_LIMITED_MESSAGE, byIp.retryAfterSeconds);
  }
  const rule = SEND_LIMIT_PER_PHONE;
  const byPhone = await consumeRateLimit(`sms-phone:${phoneHash}`, rule.limit, rule.windowSeconds, deps.db, now);
  if (!byPhone.allowed) return limited('phone', RATE_LIMITED_MESSAGE, byPhone.retryAfterSeconds);

  const { sms } = deps;
  const code = formatCode((deps.random ?? randomInt)(10 ** 6));
  const id = randomUUID();
  await deps.db.insert(phoneVerifications).values({
    id,
    phoneHash,
    codeHash: sms.kind === 'twilio-verify' ? PROVIDER_HOLDS_CODE : codeHash(deps.secret, id, code),
    expiresAt: codeExpiresAt(now),
    createdAt: now,
  });
  try {
    const to = toE164(digits);
    if (sms.kind === 'twilio-verify') await sms.start(to);
    else await sms.send({ to, body: `Your verification code is ${code}. It expires in 10 minutes.` });
  } catch (error) {
    // Not sent: drop the row so the cooldown does not block a retry. The error names no number or code.
    await deps.db.delete(phoneVerifications).where(eq(phoneVerifications.id, id));
    console.error(
      JSON.stringify({
        event: 'phone-verification.sms-failed',
        adapter: sms.kind,
        error: error instanceof Error ? error.message : 'unknown',
      }),
    );
    return { ok: false, status: 502, error: 'generic', message: SEND_FAILED_MESSAGE };
  }
  // Housekeeping on the (rate-limited) send path: rows expired a day ago serve nothing, not even the cooldown.
  await pruneVerifications(new Date(now.getTime() - PRUNE_AFTER_MS), deps.db);
  // Older codes of this number stop working once a new one is out.
  await deps.db
    .update(phoneVerifications)
    .set({ expiresAt: now })
    .where(
      and(
        eq(phoneVerifications.phoneHash, phoneHash),
        lt(phoneVerifications.createdAt, now),
        isNull(phoneVerifications.verifiedAt),
      ),
    );
  return { ok: true };
}

/**
 * Step 2: checks `code` against the number's latest code. Each try counts (atomically, so parallel guesses cannot
 * exceed MAX_ATTEMPTS); a code verifies once.
 */
export async function verifyCode(
  digits: string,
  code: string,
  ipHash: string | null,
  deps: VerificationDeps,
): Promise<VerificationOutcome> {
  const now = deps.now?.() ?? new Date();
  if (ipHash) {
    const rule = VERIFY_LIMIT_PER_IP;
    const byIp = await consumeRateLimit(`sms-verify-ip:${ipHash}`, rule.limit, rule.windowSeconds, deps.db, now);
    if (!byIp.allowed) return limited('generic', RATE_LIMITED_MESSAGE, byIp.retryAfterSeconds);
  }
  const phoneHash = phoneKey(deps.secret, digits);
  const [row] = await deps.db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.phoneHash, phoneHash))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  if (!row) return { ok: false, status: 400, error: 'code', message: EXPIRED_CODE_MESSAGE };
  const state = codeState(row, now);
  if (state === 'expired' || state === 'used') {
    return { ok: false, status: 400, error: 'code', message: EXPIRED_CODE_MESSAGE };
  }
  if (state === 'exhausted') return limited('code', TOO_MANY_ATTEMPTS_MESSAGE, 0);

  const [counted] = await deps.db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.id, row.id),
        lt(phoneVerifications.attempts, MAX_ATTEMPTS),
        isNull(phoneVerifications.verifiedAt),
      ),
    )
    .returning({ attempts: phoneVerifications.attempts });
  if (!counted) return limited('code', TOO_MANY_ATTEMPTS_MESSAGE, 0);

  // Twilio Verify checks its own code (its expiry and try limit apply on top of ours); else our hash decides.
  const result =
    deps.sms.kind === 'twilio-verify'
      ? await deps.sms.check(toE164(digits), code)
      : sameHash(codeHash(deps.secret, row.id, code), row.codeHash)
        ? 'approved'
        : 'wrong';
  if (result === 'expired') return { ok: false, status: 400, error: 'code', message: EXPIRED_CODE_MESSAGE };
  if (result === 'wrong') return { ok: false, status: 400, error: 'code', message: WRONG_CODE_MESSAGE };
  const [verified] = await deps.db
    .update(phoneVerifications)
    .set({ verifiedAt: now })
    .where(and(eq(phoneVerifications.id, row.id), isNull(phoneVerifications.verifiedAt)))
    .returning({ id: phoneVerifications.id });
  if (!verified) return { ok: false, status: 400, error: 'code', message: EXPIRED_CODE_MESSAGE };
  return { ok: true };
}

/** Deletes codes that expired before `before` (housekeeping; nothing depends on old rows). */
export async function pruneVerifications(before: Date, db: Db): Promise<void> {
  await db.delete(phoneVerifications).where(lt(phoneVerifications.expiresAt, before));
}
