import 'server-only';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { OutgoingMail } from '../outbox/types';
import { serverEnv } from '../env';
import { dataDir } from '../paths';

export type MailToSend = OutgoingMail & {
  from: string;
  /** Outbox row id: names the .eml file and seeds the Message-ID, so a re-send is recognisably the same mail. */
  id?: string;
};

export interface MailTransport {
  /** `signal` aborts a send in progress (the outbox lease was lost); an aborted send rejects. */
  send(mail: MailToSend, signal?: AbortSignal): Promise<{ messageId: string }>;
  /** Releases sockets (SMTP); optional for transports that hold none. */
  close?(): void;
}

/** SMTP_URL → nodemailer SMTP; otherwise .eml files under $DATA_DIR/mail (the local adapter). */
export function createMailTransport(): MailTransport {
  const url = serverEnv().SMTP_URL;
  return url ? createSmtpTransport(url) : createEmlFileTransport(path.join(dataDir(), 'mail'));
}

/** The sender of lead mail: MAIL_FROM, else a local address (set MAIL_FROM in production). */
export function mailFrom(): string {
  return serverEnv().MAIL_FROM ?? 'Website Leads <leads@localhost>';
}

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A small pool reuses SMTP connections across messages instead of a handshake per lead.
    pool: true,
    maxConnections: 3,
    // Short timeouts keep one attempt well inside the outbox lease (delivery.ts), so a hung server cannot
    // make a second worker pick the same row up while this one still waits.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail, signal) {
      const info = await transporter.sendMail({ ...toNodemailer(mail), ...(signal ? { signal } : {}) });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** Builds the real RFC 822 message with nodemailer's stream transport and writes `<id>.eml` atomically. */
export function createEmlFileTransport(directory: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await composer.sendMail(toNodemailer(mail));
      const name = `${safeFileName(mail.id ?? info.messageId)}.eml`;
      await mkdir(directory, { recursive: true });
      const temporary = path.join(directory, `.${name}.${process.pid}.tmp`);
      await writeFile(temporary, info.message);
      await rename(temporary, path.join(directory, name));
      return { messageId: info.messageId };
    },
  };
}

function toNodemailer(mail: MailToSend): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.id ? { messageId: `<${mail.id}@${senderDomain(mail.from)}>` } : {}),
    attachments: (mail.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}

function senderDomain(from: string): string {
  const match = /@([^\s>]+)/.exec(from);
  return match?.[1] ?? 'localhost';
}

function safeFileName(value: string): string {
  return value.replace(/[^A-Za-z0-9._-]/g, '_');
}
