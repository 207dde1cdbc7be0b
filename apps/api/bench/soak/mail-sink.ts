import { once } from 'node:events';
import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * The SMTP server the soak's API sends to, so mail really goes through the job queue (an API without SMTP keeps
 * every mail in the outbox and sends none). It counts what it accepts and keeps nothing: thousands of mails carry a
 * tax invoice each.
 */
export interface MailSink {
  url: string;
  accepted(): number;
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  let accepted = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        accepted += 1;
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
