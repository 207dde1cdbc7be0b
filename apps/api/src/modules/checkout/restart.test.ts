import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@weekends/shared';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { bookings, orders, outbox, sandboxPayments } from '../../db/schema/index.ts';
import { createFixtures } from '../../test/helpers.ts';
import { refusedSmtpUrl, startSmtpServer } from '../../test/mail.ts';
import { createSandboxGateway, SANDBOX_SIGNATURE_HEADER, SANDBOX_WEBHOOK_QUEUE } from '../../lib/payments/sandbox.ts';
import { MAIL_DELIVER_QUEUE } from '../../lib/mailer.ts';
import { QUEUES } from './deps.ts';
import { waitFor } from './testing/shop.ts';
import { freePort, request, signUpOverHttp, startServer, type ServerProcess } from './testing/server-process.ts';

/**
 * The restart test: the real server, killed (SIGKILL, no goodbye) between a captured payment and its confirmation,
 * comes back and confirms it exactly once from the durable job queue; a mail the SMTP server refused goes out once
 * it is back (the queue's retry, and the sweep for a mail whose retry was lost).
 *
 * To make "killed before the confirmation" certain, the first server polls its queues only every 60 s: the sandbox's
 * webhook job and the mails' retry jobs are stored but not run before the kill, and the test never opens the return
 * page. The second server polls every 0.5 s.
 */
const serverUrl = process.env.DATABASE_URL;
const secret = `restart-test-secret-${randomBytes(16).toString('hex')}`;
const databaseName = `weekends_restart_${randomBytes(6).toString('hex')}`;
let databaseUrl = '';
let handle: DatabaseHandle;
let dataDir = '';
const servers: ServerProcess[] = [];

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!serverUrl) return;
  // A copy of the run's migrated template: the server's own migration at start then finds nothing left to do.
  await adminQuery(`create database "${databaseName}" template "${inject('templateDatabase')}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  handle = await openDatabase({ url: databaseUrl, pgliteDir: 'memory://', poolSize: 2 });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-restart-'));
});

afterAll(async () => {
  for (const server of servers) await server.kill('SIGKILL');
  await handle?.close();
  if (serverUrl) await adminQuery(`drop database if exists "${databaseName}" with (force)`);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function launch(env: { SMTP_URL: string; JOBS_POLL_SECONDS: string }, port: number): Promise<ServerProcess> {
  const server = await startServer({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: secret,
    CAPTCHA_MAX_NUMBER: '1000',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  servers.push(server);
  return server;
}

const jobsOf = async (queue: string) =>
  (
    await handle.db.execute<{ state: string; data: Record<string, unknown> }>(
      sql`select state, data from pgboss.job where name = ${queue} order by created_on`,
    )
  ).rows;

// Needs PostgreSQL (CI sets DATABASE_URL): the test reads the database while the server process it kills uses it,
// which the embedded PGlite cannot share between processes.
describe.skipIf(!serverUrl)('a server killed between payment and confirmation', () => {
  it(
    'confirms the stored payment exactly once after the restart, and sends the mails SMTP refused',
    { timeout: 90_000 },
    async () => {
      const fixtures = createFixtures(handle.db);
      const city = await fixtures.insertCity({ name: 'Dubai' });
      const activity = await fixtures.insertActivity({
        title: 'Dhow Dinner',
        cityId: city.id,
        places: 10,
        prices: [{ price: 30_000, description: 'Dinner' }],
      });
      const [option] = await handle.db
        .execute<{ id: number }>(sql`select id from price_options where activity_id = ${activity.id}`)
        .then((r) => r.rows);

      // First life: SMTP refuses every connection, and the job workers look for work only once a minute.
      const port = await freePort();
      const first = await launch({ SMTP_URL: await refusedSmtpUrl(), JOBS_POLL_SECONDS: '60' }, port);
      const buyerEmail = `buyer-${randomBytes(4).toString('hex')}@example.test`;
      const otherEmail = `other-${randomBytes(4).toString('hex')}@example.test`;
      const buyer = await signUpOverHttp(first.url, buyerEmail);
      await signUpOverHttp(first.url, otherEmail);
      // Signing up sends the confirmation mail at once: refused, it is kept with its error and one attempt.
      const confirmations = await handle.db
        .select()
        .from(outbox)
        .where(inArray(outbox.toAddress, [buyerEmail, otherEmail]));
      expect(confirmations.map((m) => [m.toAddress, m.template, m.sentAt, m.attempts])).toEqual([
        [buyerEmail, 'email-confirmation', null, 1],
        [otherEmail, 'email-confirmation', null, 1],
      ]);
      expect(confirmations.every((m) => /ECONNREFUSED/.test(m.error ?? ''))).toBe(true);

      const added = await request(
        first.url,
        'POST',
        '/api/cart/items',
        { activityId: activity.id, options: [{ priceOptionId: option!.id, quantity: 2 }] },
        buyer.token,
      );
      expect(added.status, added.body).toBe(201);
      const created = await request(first.url, 'POST', '/api/orders', { attempt: randomUUID() }, buyer.token);
      expect(created.status, created.body).toBe(201);
      const { orderId, paymentUrl } = created.json<{ orderId: number; paymentUrl: string }>();
      const sessionId = paymentUrl.split('/').pop()!;
      const paid = await request(first.url, 'POST', `/api/payments/sandbox/sessions/${sessionId}/pay`, {
        cardNumber: SANDBOX_CARDS.pays,
        expiry: '12 / 34',
        cvc: '123',
        name: 'Layla Restart',
      });
      expect(paid.json()).toEqual({
        next: 'return',
        redirectUrl: `/checkout/${buyer.id}?order=${orderId}&status=CAPTURED`,
      });

      // The crash: no return page, no webhook yet.
      await first.kill('SIGKILL');
      expect(first.child.signalCode).toBe('SIGKILL');
      const [order] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ status: 'awaiting_payment', paymentReference: null });
      const [payment] = await handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
      expect(payment).toMatchObject({ status: 'captured', amount: 60_000 });
      expect(await handle.db.select().from(bookings).where(eq(bookings.orderId, orderId))).toEqual([]);
      const stored = await jobsOf(SANDBOX_WEBHOOK_QUEUE);
      expect(stored.map((j) => [j.state, j.data.type, j.data.orderId])).toEqual([
        ['created', 'payment.captured', orderId],
      ]);
      const retries = await jobsOf(MAIL_DELIVER_QUEUE);
      expect(retries.map((j) => [j.state, j.data.outboxId])).toEqual(confirmations.map((m) => ['created', m.id]));

      // The other customer's mail loses its retry job (say its retries ran out): only the sweep can send it now.
      // The sweep takes unsent mail older than a minute, so its clock is set back rather than waited for.
      const lost = confirmations[1]!;
      await handle.db.execute(
        sql`delete from pgboss.job where name = ${MAIL_DELIVER_QUEUE} and data->>'outboxId' = ${String(lost.id)}`,
      );
      await handle.db
        .update(outbox)
        .set({ createdAt: sql`now() - interval '2 minutes'` })
        .where(eq(outbox.id, lost.id));

      // Second life: SMTP is back, the workers poll every half second.
      const smtp = await startSmtpServer();
      try {
        const second = await launch({ SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0.5' }, port);
        // The stored webhook job runs: one booking.
        const booked = await waitFor(async () => {
          const rows = await handle.db.select().from(bookings).where(eq(bookings.orderId, orderId));
          return rows.length > 0 ? rows : null;
        }, 20_000);
        expect(booked).toHaveLength(1);
        const [after] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
        expect(after).toMatchObject({
          status: 'paid',
          paymentReference: payment!.paymentReference,
          amountPaid: 60_000,
        });
        // The job is marked completed just after its work commits: wait for that rather than read it at once.
        const webhookStates = await waitFor(async () => {
          const states = (await jobsOf(SANDBOX_WEBHOOK_QUEUE)).map((j) => j.state);
          return states.length === 1 && states[0] === 'completed' ? states : null;
        }, 20_000);
        expect(webhookStates).toEqual(['completed']);

        // The same webhook by hand, signed as the sandbox signs (its key derives from SESSION_SECRET): a duplicate.
        const body = JSON.stringify(stored[0]!.data);
        const signer = createSandboxGateway({ db: handle.db, secret, queueWebhook: async () => {} });
        const replay = await request(second.url, 'POST', '/api/payments/webhooks/sandbox', body, undefined, {
          [SANDBOX_SIGNATURE_HEADER]: signer.sign(body),
        });
        expect(replay.status, replay.body).toBe(200);
        expect(replay.json()).toEqual({ received: true, duplicate: true });
        expect(await handle.db.select().from(bookings).where(eq(bookings.orderId, orderId))).toHaveLength(1);
        // The return page, late, agrees.
        const back = await request(
          second.url,
          'POST',
          `/api/orders/${orderId}/confirm`,
          { status: 'CAPTURED' },
          buyer.token,
        );
        expect(back.json()).toMatchObject({ status: 'CAPTURED', order: { status: 'paid' } });
        expect(await handle.db.select().from(bookings).where(eq(bookings.orderId, orderId))).toHaveLength(1);

        // The buyer's confirmation mail goes out through its retry job, and the booking mail through the queue.
        const sentTo = async (email: string, template: string) => {
          const [row] = await handle.db
            .select()
            .from(outbox)
            .where(sql`${outbox.toAddress} = ${email} and ${outbox.template} = ${template}`);
          return row?.sentAt ? row : null;
        };
        const confirmation = await waitFor(() => sentTo(buyerEmail, 'email-confirmation'), 20_000);
        expect(confirmation).toMatchObject({ attempts: 2, error: null });
        const bookingMail = await waitFor(() => sentTo(buyerEmail, 'booking-confirmation'), 20_000);
        expect(bookingMail).toMatchObject({ attempts: 1, error: null });

        // The lost one: the sweep (its job sent now, as the every-minute schedule would) queues it again.
        const boss = new PgBoss({
          connectionString: databaseUrl,
          max: 1,
          supervise: false,
          schedule: false,
          migrate: false,
        });
        await boss.start();
        try {
          await boss.send(QUEUES.sweepMail, {});
        } finally {
          await boss.stop({ graceful: false, wait: true });
        }
        const swept = await waitFor(() => sentTo(otherEmail, 'email-confirmation'), 20_000);
        expect(swept).toMatchObject({ attempts: 2, error: null });

        // Each mail reached the SMTP server once.
        const received = smtp.received.map((m) => [m.to.join(','), /^Subject: (.*)$/m.exec(m.raw)?.[1]]);
        expect(received.map(([to]) => to).sort()).toEqual([buyerEmail, buyerEmail, otherEmail].sort());
        expect(received).toContainEqual([buyerEmail, confirmation.subject]);
        expect(received).toContainEqual([buyerEmail, bookingMail.subject]);
        expect(received).toContainEqual([otherEmail, swept.subject]);
        await second.kill('SIGTERM');
      } finally {
        await smtp.close();
      }
    },
  );
});
