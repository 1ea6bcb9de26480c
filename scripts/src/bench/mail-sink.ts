/**
 * An SMTP server on loopback that only notes each message's Message-ID (the outbox row id), so the bench can count
 * lead mails delivered and any delivered twice.
 */
import { SMTPServer } from 'smtp-server';

export interface MailSink {
  url: string;
  /** Messages received, repeats included. */
  received: () => number;
  /** Distinct Message-IDs received. */
  distinct: () => number;
  /** Forgets what was received (between two measurements on one sink). */
  reset: () => void;
  close: () => Promise<void>;
}

export function startMailSink(port: number): Promise<MailSink> {
  let received = 0;
  const messageIds = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received += 1;
        messageIds.add(/^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `unknown-${received}`);
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received: () => received,
        distinct: () => messageIds.size,
        reset: () => {
          received = 0;
          messageIds.clear();
        },
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
