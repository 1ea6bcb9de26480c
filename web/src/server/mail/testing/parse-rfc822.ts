/**
 * Test support: a small RFC 822/MIME reader for what nodemailer writes (multipart, base64, quoted-printable),
 * enough to assert recipients, subjects, bodies and attachments of real messages.
 */
export interface ParsedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ParsedMail {
  headers: Map<string, string>;
  to: string;
  from: string;
  subject: string;
  messageId: string;
  replyTo: string | undefined;
  text: string | undefined;
  html: string | undefined;
  attachments: ParsedAttachment[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  // The line break before a boundary (or at the end of the message) belongs to the delimiter, not the content.
  const body = end === -1 ? '' : normalised.slice(end + 2).replace(/\n$/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1];
}

function decodeBody(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const joined = part.body.replace(/=\n/g, '');
    const bytes: number[] = [];
    for (let index = 0; index < joined.length; index += 1) {
      const char = joined[index];
      const hex = joined.slice(index + 1, index + 3);
      if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        index += 2;
      } else {
        bytes.push(...Buffer.from(char ?? '', 'utf8'));
      }
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(part.body, 'utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_match, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody({
          headers: new Map([['content-transfer-encoding', 'quoted-printable']]),
          body: text.replace(/_/g, ' '),
        }).toString('utf8'),
  );
}

function walk(part: Part, mail: ParsedMail): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const mime = (type.split(';')[0] ?? '').trim().toLowerCase();
  if (mime.startsWith('multipart/')) {
    const boundary = parameter(type, 'boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      walk(splitPart(section.replace(/^\n/, '')), mail);
    }
    return;
  }
  const disposition = part.headers.get('content-disposition');
  const content = decodeBody(part);
  if (disposition?.toLowerCase().startsWith('attachment')) {
    mail.attachments.push({
      filename: decodeWords(parameter(disposition, 'filename') ?? parameter(type, 'name') ?? ''),
      contentType: mime,
      content,
    });
  } else if (mime === 'text/html') {
    mail.html = content.toString('utf8');
  } else if (mime === 'text/plain') {
    mail.text = content.toString('utf8');
  }
}

export function parseRfc822(raw: Buffer | string): ParsedMail {
  const root = splitPart(raw.toString());
  const header = (name: string) => decodeWords(root.headers.get(name) ?? '');
  const mail: ParsedMail = {
    headers: root.headers,
    to: header('to'),
    from: header('from'),
    subject: header('subject'),
    messageId: header('message-id'),
    replyTo: root.headers.has('reply-to') ? header('reply-to') : undefined,
    text: undefined,
    html: undefined,
    attachments: [],
  };
  walk(root, mail);
  return mail;
}
