import { parseMail, type ParsedMail, type TestSmtpServer } from '../../apps/api/src/test/mail.ts';

/** One leaf of a MIME message (a text, an html, an attachment), its body decoded to bytes. */
export interface MailPart {
  /** Lower-cased header names, continuation lines unfolded. */
  headers: Record<string, string>;
  /** The media type alone, lower case: 'application/pdf'. */
  contentType: string;
  /** The attachment's file name (Content-Disposition's filename, or Content-Type's name), if any. */
  filename: string | null;
  body: Buffer;
}

/** A received mail: its headers, text and html as parseMail reads them, the raw message and every leaf part. */
export interface ReceivedMail extends ParsedMail {
  raw: string;
  parts: MailPart[];
}

/**
 * A local SMTP server the product sends its mail to (SMTP_URL), as it would to a real provider in production;
 * the same stand-in the API tests use. Every mail also lands in the product's outbox table.
 */
export interface Mailbox {
  smtpUrl: string;
  /** Waits for the next mail to `to` whose subject matches, received since the mailbox was opened. */
  waitFor(to: string, subject: RegExp, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = (at < 0 ? raw : raw.slice(0, at)).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: at < 0 ? '' : raw.slice(at + 4) };
}

function decodeBody(body: string, encoding = '7bit'): Buffer {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      );
    default:
      return Buffer.from(body, 'utf8');
  }
}

const param = (header: string | undefined, name: string) =>
  new RegExp(`${name}\\*?="?([^";]+)"?`, 'i').exec(header ?? '')?.[1] ?? null;

/**
 * The leaves of a MIME message, nested multiparts (mixed > alternative, as nodemailer writes a mail with an
 * attachment) included. parseMail (apps/api/src/test/mail.ts) reads one level of text and html only.
 */
export function mimeParts(raw: string): MailPart[] {
  const { headers, body } = splitHeaders(raw);
  const contentType = (headers['content-type'] ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
  const boundary = param(headers['content-type'], 'boundary');
  if (contentType.startsWith('multipart/') && boundary) {
    const parts: MailPart[] = [];
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      parts.push(...mimeParts(chunk.replace(/^\r\n/, '').replace(/\r\n$/, '')));
    }
    return parts;
  }
  return [
    {
      headers,
      contentType,
      filename: param(headers['content-disposition'], 'filename') ?? param(headers['content-type'], 'name'),
      body: decodeBody(body, headers['content-transfer-encoding']),
    },
  ];
}

function readMail(raw: string): ReceivedMail {
  const mail = parseMail(raw);
  const parts = mimeParts(raw);
  const textOf = (type: string) =>
    parts.find((part) => part.contentType === type && !part.filename)?.body.toString('utf8') ?? '';
  return { ...mail, text: mail.text || textOf('text/plain'), html: mail.html || textOf('text/html'), raw, parts };
}

/**
 * The mail `smtp` receives from now on, read as a test reads it: a server shared by several tests keeps every mail,
 * and an earlier test's unread mail to the same address must not answer this one's wait.
 */
export function openMailbox(smtp: TestSmtpServer): Mailbox {
  const since = smtp.received.length;
  const seen = new Set<number>();
  return {
    smtpUrl: smtp.url,
    async waitFor(to, subject, { timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const [index, message] of smtp.received.entries()) {
          if (index < since || seen.has(index) || !message.to.includes(to.toLowerCase())) continue;
          const mail = readMail(message.raw);
          if (!subject.test(mail.headers.subject ?? '')) continue;
          seen.add(index);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
  };
}
