/**
 * An in-process SMTP server for the browser suite: every message the app sends is written to the inbox folder as
 * JSON ({envelopeTo, raw}); specs poll that folder. Started by global-setup.ts on a fixed port.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseRfc822, type ParsedMail } from '../src/server/mail/testing/parse-rfc822';

export interface CaughtMail extends ParsedMail {
  envelopeTo: string[];
  raw: string;
}

export async function startMailCatcher(port: number, inbox: string): Promise<() => Promise<void>> {
  mkdirSync(inbox, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const file = path.join(inbox, `${Date.now()}-${count}.json`);
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        writeFileSync(file, JSON.stringify({ envelopeTo, raw: Buffer.concat(chunks).toString('utf8') }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

export function readInbox(inbox: string): CaughtMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(inbox).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => {
    const { envelopeTo, raw } = JSON.parse(readFileSync(path.join(inbox, file), 'utf8')) as {
      envelopeTo: string[];
      raw: string;
    };
    return { ...parseRfc822(raw), envelopeTo, raw };
  });
}

/** Polls the inbox until a message matches (the outbox delivers right after the 201). */
export async function waitForMail(
  inbox: string,
  matches: (mail: CaughtMail) => boolean,
  timeoutMs = 30_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readInbox(inbox).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Whether a caught message mentions `text` anywhere a reader would see it: its decoded body (quoted-printable soft
 * line breaks can split an address or a sentence in the raw message), its subject or its raw headers.
 */
export function mailMentions(mail: CaughtMail, text: string): boolean {
  return [mail.text ?? '', mail.html ?? '', mail.subject ?? '', mail.raw].some((part) => part.includes(text));
}
