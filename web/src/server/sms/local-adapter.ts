import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { MessageSmsAdapter, SmsMessage } from './types';

export interface LocalSmsOptions {
  /** The site's database: each text becomes an `sms_outbox` row. */
  db: () => Promise<Db>;
  /** Also `<directory>/<id>.txt` (normally `$DATA_DIR/sms`), where the browser tests read the code. */
  directory?: string;
  /** NODE_ENV (the process's by default): see `logsSmsText`. */
  nodeEnv?: string;
  log?: (line: string) => void;
  now?: () => Date;
}

/** Rows older than this are deleted on the next send: they hold numbers in clear and serve no one after a day. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the embedded adapter prints each text (code included) to the console: in development and tests, never in
 * production (`npm start` runs production mode on this adapter when TWILIO_* is unset; codes stay out of its logs).
 */
export function logsSmsText(nodeEnv: string | undefined): boolean {
  return nodeEnv !== 'production';
}

/** The embedded adapter (no Twilio configured): never calls out; the text is recorded for a developer to read. */
export function localSmsAdapter(options: LocalSmsOptions): MessageSmsAdapter {
  return {
    kind: 'local',
    async send(message: SmsMessage) {
      const now = options.now?.() ?? new Date();
      // Time first, so ids (and file names) sort oldest to newest.
      const id = `${now.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}`;
      const db = await options.db();
      await db.delete(smsOutbox).where(lt(smsOutbox.createdAt, new Date(now.getTime() - KEEP_MS)));
      await db.insert(smsOutbox).values({ id, to: message.to, body: message.body, createdAt: now });
      if (options.directory) {
        await mkdir(options.directory, { recursive: true, mode: 0o700 });
        const text = `To: ${message.to}\n\n${message.body}\n`;
        await writeFile(path.join(options.directory, `${id}.txt`), text, { mode: 0o600 });
      }
      if (logsSmsText(options.nodeEnv ?? process.env.NODE_ENV)) {
        (options.log ?? console.info)(`[sms] to ${message.to}: ${message.body}`);
      }
      return { id };
    },
  };
}
