import { once } from 'node:events';
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ParsedMail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

function splitHeaders(raw: string) {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at + 4) };
}

/**
 * A header's RFC 2047 encoded words as text: nodemailer writes a subject or a name outside ASCII (an Arabic one) as
 * `=?UTF-8?B?…?=` words, which a mail client shows decoded; the space between two encoded words is not text.
 */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function decode(body: string, encoding = '7bit') {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/**
 * Just enough RFC 822/MIME to read back what nodemailer writes for an html + text mail (multipart/alternative, or a
 * single part); no mail parser library is installed, and tests should see the bytes a mail client would.
 */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHeaders(chunk.replace(/^\r\n/, ''));
      parts.push({
        type: part.headers['content-type'] ?? '',
        content: decode(part.body.replace(/\r\n$/, ''), part.headers['content-transfer-encoding']),
      });
    }
  } else {
    parts.push({
      type: headers['content-type'] ?? 'text/plain',
      content: decode(body, headers['content-transfer-encoding']),
    });
  }
  const find = (type: string) => parts.find((p) => p.type.toLowerCase().startsWith(type))?.content ?? '';
  return { headers, text: find('text/plain'), html: find('text/html') };
}

export interface TestSmtpServer {
  url: string;
  /** Raw messages with their envelope, in the order received. */
  received: { from: string; to: string[]; raw: string }[];
  /** How many messages it accepted (also when it keeps none). */
  accepted(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a random local port that keeps what it receives. Plain text: no TLS certificate needed.
 * With `keep: false` it only counts (the soak sends thousands of mails, each with a tax invoice).
 */
export async function startSmtpServer({ keep = true } = {}): Promise<TestSmtpServer> {
  const received: TestSmtpServer['received'] = [];
  let accepted = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => keep && chunks.push(chunk));
      stream.on('end', () => {
        accepted += 1;
        if (keep)
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An address nothing listens on, so a connection is refused at once. */
export async function refusedSmtpUrl(): Promise<string> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
