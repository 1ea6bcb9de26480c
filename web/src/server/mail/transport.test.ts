import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRfc822 } from './testing/parse-rfc822';
import { startSmtpTestServer } from './testing/smtp-test-server';
import { createEmlFileTransport, createSmtpTransport, type MailToSend } from './transport';

const pdf = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n', 'latin1');
const mail: MailToSend = {
  id: '6f1c2d9e-0000-4000-8000-000000000001',
  from: 'Website Leads <leads@dealer.example>',
  to: 'hr@store.example',
  replyTo: 'pat@example.com',
  subject: 'Careers Form – Technician',
  text: 'Position: Technician\nMessage: Ünïcode and a long line '.concat('x'.repeat(200)),
  html: '<p>Position: Technician</p>',
  kind: 'text',
  attachments: [{ filename: 'résumé.pdf', contentType: 'application/pdf', content: pdf }],
};

describe('mail transports', () => {
  test('without SMTP: writes <id>.eml, a complete RFC 822 message', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'dealer-mail-'));
    try {
      const transport = createEmlFileTransport(directory);
      const { messageId } = await transport.send(mail);
      await transport.send(mail); // a re-send overwrites the same file
      expect(readdirSync(directory)).toEqual([`${mail.id}.eml`]);
      const parsed = parseRfc822(readFileSync(path.join(directory, `${mail.id}.eml`)));
      expect(parsed).toMatchObject({
        to: 'hr@store.example',
        from: 'Website Leads <leads@dealer.example>',
        replyTo: 'pat@example.com',
        subject: 'Careers Form – Technician',
        messageId: `<${mail.id}@dealer.example>`,
        text: mail.text,
        html: mail.html,
      });
      expect(messageId).toBe(`<${mail.id}@dealer.example>`);
      expect(parsed.headers.get('mime-version')).toBe('1.0');
      expect(parsed.headers.get('date')).toBeDefined();
      expect(parsed.attachments).toEqual([{ filename: 'résumé.pdf', contentType: 'application/pdf', content: pdf }]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  test('ADF mail: the body is only the XML document', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'dealer-mail-'));
    try {
      const xml = '<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf><prospect status="new"></prospect></adf>';
      await createEmlFileTransport(directory).send({
        id: 'adf-1',
        from: 'a@dealer.example',
        to: 'crm@x.example',
        subject: 'ADF',
        text: xml,
        kind: 'adf',
      });
      const parsed = parseRfc822(readFileSync(path.join(directory, 'adf-1.eml')));
      expect(parsed.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(parsed.text).toBe(xml);
      expect(parsed.html).toBeUndefined();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  test('with SMTP: delivers to a real SMTP server', async () => {
    const server = await startSmtpTestServer();
    const transport = createSmtpTransport(server.url);
    try {
      await transport.send(mail);
      expect(server.received).toHaveLength(1);
      expect(server.received[0]).toMatchObject({
        envelopeTo: ['hr@store.example'],
        subject: mail.subject,
        text: mail.text,
      });
      expect(server.received[0]?.attachments[0]?.content.equals(pdf)).toBe(true);
    } finally {
      transport.close?.();
      await server.stop();
    }
  });

  test('with SMTP down: the send rejects with a connection error', async () => {
    const server = await startSmtpTestServer();
    await server.stop();
    const transport = createSmtpTransport(server.url);
    await expect(transport.send(mail)).rejects.toMatchObject({ code: expect.stringMatching(/ESOCKET|ECONNECTION/) });
    transport.close?.();
  });
});
