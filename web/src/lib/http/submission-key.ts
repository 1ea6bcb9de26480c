/**
 * One Idempotency-Key per submission of a form. The key stays while the answers stay the same, so a double click
 * or a retry after a lost or failed answer is recognised by the server and sends one lead; it changes as soon as
 * the answers change (the visitor fixed something after an error), because the server refuses a key it already
 * saw with other answers.
 */
import { randomId } from '@/lib/ids/random-id';

export interface SubmissionKey {
  key: string;
  /** The answers the key was made for (see `submissionFingerprint`). */
  fingerprint: string;
}

/** A comparable text of a form body: JSON values as JSON, FormData entries in order (a file by name, size, date). */
export function submissionFingerprint(body: unknown): string {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const entries = [...body.entries()].map(([name, value]) =>
      typeof value === 'string'
        ? [name, value]
        : [name, 'file', value.name, value.size, value.lastModified, value.type],
    );
    return JSON.stringify(['form-data', entries]);
  }
  return JSON.stringify(['json', body]);
}

/** The key for these answers: the previous one when they are unchanged, else a new one. */
export function submissionKeyFor(
  previous: SubmissionKey | null,
  body: unknown,
  newKey: () => string = randomId,
): SubmissionKey {
  const fingerprint = submissionFingerprint(body);
  return previous && previous.fingerprint === fingerprint ? previous : { key: newKey(), fingerprint };
}
