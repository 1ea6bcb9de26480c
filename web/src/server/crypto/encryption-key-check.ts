import 'server-only';
import type { ServerEnv } from '../env';
import { parseKeyRing } from './key-ring';

/**
 * LEAD_ENCRYPTION_KEY parsed whole, as every process does before anything else (server/startup-check.ts): each key
 * of a rotation list, not only the current one, so a malformed old key is found at startup rather than by the
 * first credit application it should open. The one-line reason names the variable and the entry, never a key; null
 * when every key parses or none is set (the embedded database's generated development key).
 */
export function encryptionKeyProblem(env: Pick<ServerEnv, 'LEAD_ENCRYPTION_KEY'>): string | null {
  if (env.LEAD_ENCRYPTION_KEY === undefined) return null;
  try {
    parseKeyRing(env.LEAD_ENCRYPTION_KEY);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.split('\n')[0] ?? message;
  }
}
