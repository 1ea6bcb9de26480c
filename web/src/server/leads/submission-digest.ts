import 'server-only';
import { createHash, createHmac, hkdfSync } from 'node:crypto';

import type { LeadMailAttachment } from '@/lib/leads/mails';

import { leadKeyRing } from '../crypto/lead-crypto';
import type { KeyRing, LeadKey } from '../crypto/key-ring';

/** HKDF info of the key that hashes a lead's sensitive part: its own key, never the encryption key itself. */
const DIGEST_KEY_INFO = 'dealer-leads:submission-digest';

function digestKey(key: LeadKey): Buffer {
  return Buffer.from(hkdfSync('sha256', key.key, Buffer.alloc(0), DIGEST_KEY_INFO, 32));
}

/**
 * What "the same submission" means for an idempotency key (docs/leads.md#repeated-submissions): the lead as built
 * from the validated answers, without its id and arrival time, plus any uploaded file's bytes, plus, for a credit
 * application, an HMAC of its sensitive part (SSN, date of birth …) with a key derived from LEAD_ENCRYPTION_KEY.
 * So another SSN or date of birth under the same key is other answers, while the digest, stored in the clear with
 * the lead, reveals nothing of them (an SSN has too few values for a plain hash to hide it). Built from the
 * schema's output, so differences it normalises away (spaces around a value, '3' for 3) are the same submission.
 *
 * One digest per key of the ring, the current key's first: a lead is stored with the first, and a retry matches
 * when any of them equals the stored one, so a key rotation between a submission and its retry changes nothing.
 * Forms without a sensitive part get one digest that involves no key.
 */
export function submissionDigests(
  form: string,
  payload: unknown,
  attachments: readonly LeadMailAttachment[],
  sensitive: Record<string, unknown> | undefined,
  /** Default: LEAD_ENCRYPTION_KEY's keys, read only for a submission with a sensitive part. */
  ring?: KeyRing,
): string[] {
  const digest = (sensitiveMac: string | null) => {
    const hash = createHash('sha256').update(form).update('\0').update(JSON.stringify(payload));
    for (const attachment of attachments) hash.update('\0').update(attachment.content);
    if (sensitiveMac !== null) hash.update('\0sensitive\0').update(sensitiveMac);
    return hash.digest('hex');
  };
  if (sensitive === undefined) return [digest(null)];
  const text = JSON.stringify(sensitive);
  return (ring ?? leadKeyRing()).all.map((key) =>
    digest(createHmac('sha256', digestKey(key)).update(text).digest('hex')),
  );
}
