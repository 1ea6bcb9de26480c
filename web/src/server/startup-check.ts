import 'server-only';
import { sharedKeyProblem } from './crypto/shared-key-check';
import { serverEnv } from './env';

/**
 * Why this process must not start, as one line, or null: an invalid environment, or DATABASE_URL without
 * LEAD_ENCRYPTION_KEY. The server (instrumentation.ts), the worker and the CLIs check it before anything else.
 */
export function startupProblem(): string | null {
  try {
    return sharedKeyProblem(serverEnv());
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
