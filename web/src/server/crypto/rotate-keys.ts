import 'server-only';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import type { KeyRing } from './key-ring';
import { decryptJson, encryptJson, envelopeKeyId } from './lead-crypto';

export interface RotationReport {
  /** Rows re-encrypted with the current key. */
  rotated: number;
  /** Rows already under the current key. */
  current: number;
  /** Rows no key in the ring opens (left as they are); their lead ids, never their contents. */
  unreadable: string[];
}

const BATCH = 200;

/**
 * Re-encrypts every stored ciphertext (leads.sensitive_ciphertext, the only encrypted column: verification codes
 * are keyed hashes that expire within minutes, not ciphertexts) under the ring's current key. Idempotent and safe
 * while the site runs: a row is only replaced if it still holds the value that was read.
 */
export async function rotateLeadCiphertexts(db: Db, ring: KeyRing): Promise<RotationReport> {
  const report: RotationReport = { rotated: 0, current: 0, unreadable: [] };
  let after = '';
  for (;;) {
    const rows = await db
      .select({ id: leads.id, ciphertext: leads.sensitiveCiphertext })
      .from(leads)
      .where(and(isNotNull(leads.sensitiveCiphertext), gt(leads.id, after)))
      .orderBy(asc(leads.id))
      .limit(BATCH);
    for (const { id, ciphertext } of rows) {
      if (!ciphertext) continue;
      if (envelopeKeyId(ciphertext) === ring.current.id) {
        report.current += 1;
        continue;
      }
      let plain: unknown;
      try {
        plain = decryptJson(ciphertext, ring);
      } catch {
        report.unreadable.push(id);
        continue;
      }
      await db
        .update(leads)
        .set({ sensitiveCiphertext: encryptJson(plain, ring) })
        .where(and(eq(leads.id, id), eq(leads.sensitiveCiphertext, ciphertext)));
      report.rotated += 1;
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH) return report;
    after = last.id;
  }
}
