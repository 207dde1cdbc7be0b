import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { parseMail, refusedSmtpUrl, startSmtpServer, type TestSmtpServer } from '../test/mail.ts';
import { TEST_MODE_MESSAGES } from '@weekends/shared';
import { outbox } from '../db/schema/index.ts';
import { createMailer, type Mailer } from './mailer.ts';

let t: TestApp;
let smtp: TestSmtpServer;
const mailers: Mailer[] = [];
const log = () => ({ info: vi.fn(), error: vi.fn() });

function mailer(options: { smtpUrl?: string; logDevLinks?: boolean; log?: ReturnType<typeof log> }) {
  const m = createMailer({
    db: t.db,
    from: 'Weekends <hello@weekends.ae>',
    publicUrl: 'https://weekends.example',
    log: options.log ?? log(),
    ...options,
  });
  mailers.push(m);
  return m;
}

const rowOf = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  for (const m of mailers) m.close();
  await smtp?.close();
  await t?.close();
});

describe('mailer', () => {
  it('without SMTP: stores the mail in the outbox and sends nothing', async () => {
    const before = smtp.received.length;
    const outcome = await mailer({}).send('email-confirmation', 'nosmtp@example.test', {
      email: 'nosmtp@example.test',
      link: '/confirm-email?token=t1',
    });
    expect(outcome.status).toBe('outbox');
    const row = await rowOf(outcome.id!);
    expect(row).toMatchObject({
      template: 'email-confirmation',
      toAddress: 'nosmtp@example.test',
      subject: 'Confirm your e-mail address',
      sentAt: null,
      error: null,
    });
    expect(row.text).toContain('https://weekends.example/confirm-email?token=t1');
    expect(smtp.received.length).toBe(before);
  });

  it("in test mode: the app makes its mailer with the gateway's mode, and every stored mail says so first", async () => {
    expect(t.app.config.PAYMENT_GATEWAY).toBe('sandbox');
    const outcome = await t.app.mailer.send('welcome', 'testmode@example.test', { firstName: 'Test' });
    const row = await rowOf(outcome.id!);
    expect(row.text.startsWith(`${TEST_MODE_MESSAGES.mailLine}\n`)).toBe(true);
    expect(row.html).toContain(TEST_MODE_MESSAGES.mailLine);
    // A mailer of a real gateway's app (testMode unset) writes no such line.
    const real = await rowOf((await mailer({}).send('welcome', 'real@example.test', { firstName: 'Real' })).id!);
    expect(real.text).not.toContain(TEST_MODE_MESSAGES.mailLine);
    expect(real.html).not.toContain(TEST_MODE_MESSAGES.mailLine);
  });

  it('in development: logs a link to read the mail', async () => {
    const logger = log();
    const outcome = await mailer({ logDevLinks: true, log: logger }).send('welcome', 'dev@example.test', {
      firstName: 'Dev',
    });
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ outboxId: outcome.id }),
      expect.stringContaining(`https://weekends.example/api/dev/outbox/${outcome.id}`),
    );
  });

  it('with SMTP: delivers the mail and records when it was sent', async () => {
    const outcome = await mailer({ smtpUrl: smtp.url }).send('email-confirmation', 'amal@example.test', {
      firstName: 'Amal',
      email: 'amal@example.test',
      link: '/confirm-email?token=smtp-token',
    });
    expect(outcome.status).toBe('sent');
    expect((await rowOf(outcome.id!)).sentAt).toBeInstanceOf(Date);

    const delivered = smtp.received.at(-1)!;
    expect(delivered.to).toEqual(['amal@example.test']);
    expect(delivered.from).toBe('hello@weekends.ae');
    const mail = parseMail(delivered.raw);
    expect(mail.headers.from).toBe('Weekends <hello@weekends.ae>');
    expect(mail.headers.to).toBe('amal@example.test');
    expect(mail.headers.subject).toBe('Confirm your e-mail address');
    const link = 'https://weekends.example/confirm-email?token=smtp-token';
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Hi Amal,');
  });

  it('with SMTP: an Arabic subject reads back as the reader sees it (RFC 2047 words decoded)', async () => {
    const outcome = await mailer({ smtpUrl: smtp.url }).send(
      'password-reset',
      'reset.ar@example.test',
      { code: 'K7PM' },
      { language: 'ar' },
    );
    expect(outcome.status).toBe('sent');
    const raw = smtp.received.at(-1)!.raw;
    expect(raw, 'the subject travels encoded').toMatch(/^Subject: =\?UTF-8\?/im);
    const subject = parseMail(raw).headers.subject!;
    expect(subject).toMatch(/\p{Script=Arabic}/u);
    expect(subject).not.toContain('=?');
  });

  it('with SMTP: newsletter mail carries a List-Unsubscribe header with its signed link', async () => {
    const outcome = await mailer({ smtpUrl: smtp.url }).send('newsletter-welcome', 'reader@example.test', {
      unsubscribeLink: '/unsubscribe?email=reader%40example.test&token=signed',
    });
    expect(outcome.status).toBe('sent');
    const mail = parseMail(smtp.received.at(-1)!.raw);
    expect(mail.headers['list-unsubscribe']).toBe(
      '<https://weekends.example/unsubscribe?email=reader%40example.test&token=signed>',
    );
  });

  it('with SMTP: the password reset code reaches both parts', async () => {
    const outcome = await mailer({ smtpUrl: smtp.url }).send('password-reset', 'reset@example.test', { code: 'Q4ZR' });
    expect(outcome.status).toBe('sent');
    const mail = parseMail(smtp.received.at(-1)!.raw);
    expect(mail.headers.subject).toBe('Your Weekends password reset code');
    expect(mail.text).toContain('Q4ZR');
    expect(mail.html).toContain('Q4ZR');
    expect(mail.text).toContain('10 minutes');
  });

  it('with SMTP: renders attachments through the delivery transaction (the embedded database has one connection)', async () => {
    const m = mailer({ smtpUrl: smtp.url });
    // The renderer reads the database while the delivery holds the outbox row: through the executor it is given it
    // can, where a read through another connection would wait for ever on the embedded database.
    m.attach({
      renderAttachment: async (attachment, executor) => {
        const [row] = await executor
          .select({ subject: outbox.subject })
          .from(outbox)
          .where(eq(outbox.toAddress, 'attach@example.test'));
        return {
          filename: `order-${attachment.orderId}.txt`,
          contentType: 'text/plain',
          content: Buffer.from(`for: ${row!.subject}`),
        };
      },
    });
    const outcome = await m.send(
      'welcome',
      'attach@example.test',
      { firstName: 'Sara' },
      { attachments: [{ kind: 'tax-invoice', orderId: 7 }] },
    );
    expect(outcome.status).toBe('sent');
    const raw = smtp.received.at(-1)!.raw;
    expect(raw).toContain('order-7.txt');
    expect(raw).toContain(Buffer.from('for: Welcome to Weekends').toString('base64').slice(0, 16));
  });

  it('SMTP down: keeps the mail with the error, logs it and does not throw', async () => {
    const logger = log();
    const outcome = await mailer({ smtpUrl: await refusedSmtpUrl(), log: logger }).send(
      'welcome',
      'down@example.test',
      { firstName: 'Sara' },
    );
    expect(outcome.status).toBe('failed');
    const row = await rowOf(outcome.id!);
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    expect(logger.error).toHaveBeenCalled();
  });
});
