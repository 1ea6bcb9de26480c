import 'server-only';
import type { ServerEnv } from '../env';

/** The one-line refusal when several instances could share a database but each would invent its own key. */
export const SHARED_KEY_REQUIRED_MESSAGE =
  'LEAD_ENCRYPTION_KEY must be set when DATABASE_URL is set: every instance sharing the database needs the same ' +
  'key (make one with `openssl rand -base64 32`; see docs/operations.md#keys).';

/**
 * With DATABASE_URL (Postgres, so possibly several instances) a key generated per instance would make one
 * instance's codes and credit applications unreadable to the others, so the key must be configured. The embedded
 * database serves one process, where the generated development key is fine.
 */
export function sharedKeyProblem(env: Pick<ServerEnv, 'DATABASE_URL' | 'LEAD_ENCRYPTION_KEY'>): string | null {
  return env.DATABASE_URL && !env.LEAD_ENCRYPTION_KEY ? SHARED_KEY_REQUIRED_MESSAGE : null;
}
