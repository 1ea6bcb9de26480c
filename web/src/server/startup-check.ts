import 'server-only';
import { encryptionKeyProblem } from './crypto/encryption-key-check';
import { sharedKeyProblem } from './crypto/shared-key-check';
import { serverEnv } from './env';

/**
 * Why this process must not start, as one line, or null: an invalid environment, DATABASE_URL without
 * LEAD_ENCRYPTION_KEY, or a LEAD_ENCRYPTION_KEY any key of which does not parse. The server (instrumentation.ts),
 * the worker and the CLIs check it before anything else.
 */
export function startupProblem(): string | null {
  try {
    const env = serverEnv();
    return sharedKeyProblem(env) ?? encryptionKeyProblem(env);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
