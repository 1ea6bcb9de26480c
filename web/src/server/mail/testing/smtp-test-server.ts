/**
 * Test support: a real SMTP server (smtp-server) in this process on a free port. `stop()` closes the socket so
 * connections are refused (SMTP down); `start()` listens again on the same port. `acceptDelayMs` makes a slow
 * server: it holds each message that long after the final dot, then records it and answers 250 (a client that
 * hangs up in between has still delivered it, as with a real server that had already queued it). `beforeAccept`
 * runs first, with the message's 1-based arrival number: a fault test makes something happen at an exact point.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseRfc822, type ParsedMail } from './parse-rfc822';

export interface ReceivedMail extends ParsedMail {
  envelopeTo: string[];
  raw: Buffer;
}

export interface SmtpTestServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface SmtpTestServerOptions {
  acceptDelayMs?: number;
  /** Awaited once the whole message is in and before the server accepts it (250). */
  beforeAccept?: (arrival: number) => void | Promise<void>;
}

export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let arrivals = 0;
  let server: SMTPServer | undefined;
  let port = 0;

  const listen = async () => {
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const accept = () => {
            received.push({ ...parseRfc822(raw), raw, envelopeTo });
            callback();
          };
          const arrival = (arrivals += 1);
          const proceed = () => {
            if (options.acceptDelayMs) setTimeout(accept, options.acceptDelayMs);
            else accept();
          };
          void Promise.resolve(options.beforeAccept?.(arrival)).then(proceed, proceed);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      instance.once('error', reject);
      instance.listen(port, '127.0.0.1', () => resolve());
    });
    port = (instance.server.address() as AddressInfo).port;
    server = instance;
  };

  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    start: listen,
  };
}
