import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsAdapter, SmsMessage } from './types';

/**
 * Development and test adapter: never calls out; each message becomes `<directory>/<id>.txt` (normally
 * `$DATA_DIR/sms`), like the mail outbox's .eml files, so a developer or a test can read the code.
 */
export function localSmsAdapter(directory: string): SmsAdapter {
  return {
    kind: 'local',
    async send(message: SmsMessage) {
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}`;
      await mkdir(directory, { recursive: true, mode: 0o700 });
      await writeFile(path.join(directory, `${id}.txt`), `To: ${message.to}\n\n${message.body}\n`, { mode: 0o600 });
      return { id };
    },
  };
}
