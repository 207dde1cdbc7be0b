import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminMailDetail, AdminMailPage } from '@weekends/shared';
import { outbox } from '../../../db/schema/index.ts';
import { bearer, createTestApp, signUpAdmin, type TestApp } from '../../../test/helpers.ts';
import { actionsOn } from '../testing/fixtures.ts';

/**
 * The Mail section: status, attempts and error of every mail, searched on the server; a preview; resend as a new row.
 */
let t: TestApp;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await signUpAdmin(t.app, t.db);
  admin = { id: signedUp.user.id, token: signedUp.token };
}, 60_000);
afterAll(() => t?.close());

const as = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: bearer(admin.token) });

async function mail(values: Partial<typeof outbox.$inferInsert> & { toAddress: string }) {
  const [row] = await t.db
    .insert(outbox)
    .values({
      template: 'welcome',
      subject: 'Welcome to Weekends',
      html: '<p>Hello <b>there</b></p>',
      text: 'Hello there',
      ...values,
    })
    .returning();
  return row!;
}

describe('the outbox list', () => {
  it('shows each mail with its status, attempts and last error, filtered and searched on the server', async () => {
    const sent = await mail({ toAddress: 'sent@mail.example', sentAt: new Date(), attempts: 1 });
    const failed = await mail({ toAddress: 'failed@mail.example', error: '550 mailbox unavailable', attempts: 3 });
    const pending = await mail({ toAddress: 'pending@mail.example' });
    const all = (await as('GET', '/api/admin/mail?q=mail.example')).json() as AdminMailPage;
    expect(all.total).toBe(3);
    expect(all.delivery).toBe('outbox');
    const byId = new Map(all.items.map((m) => [m.id, m]));
    expect(byId.get(sent.id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(byId.get(failed.id)).toMatchObject({ status: 'failed', attempts: 3, error: '550 mailbox unavailable' });
    expect(byId.get(pending.id)).toMatchObject({ status: 'pending', attempts: 0 });
    const failedOnly = (await as('GET', '/api/admin/mail?q=mail.example&status=failed')).json() as AdminMailPage;
    expect(failedOnly.items.map((m) => m.id)).toEqual([failed.id]);
    const bySubject = (await as('GET', '/api/admin/mail?q=Welcome%20to&pageSize=25')).json() as AdminMailPage;
    expect(bySubject.total).toBeGreaterThanOrEqual(3);
  });

  it('previews the stored HTML and text', async () => {
    const row = await mail({ toAddress: 'preview@mail.example' });
    const detail = (await as('GET', `/api/admin/mail/${row.id}`)).json() as AdminMailDetail;
    expect(detail).toMatchObject({ html: '<p>Hello <b>there</b></p>', text: 'Hello there', attachments: [] });
    expect((await as('GET', '/api/admin/mail/999999')).statusCode).toBe(404);
  });
});

describe('resend', () => {
  it('queues the same mail as a new row, keeps the original as history, and logs it', async () => {
    const failed = await mail({
      toAddress: 'retry@mail.example',
      subject: 'Your tax invoice',
      error: 'connection refused',
      attempts: 10,
      attachments: [{ kind: 'tax-invoice', orderId: 7 }],
      headers: { 'X-Test': '1' },
    });
    const response = await as('POST', `/api/admin/mail/${failed.id}/resend`);
    expect(response.statusCode).toBe(200);
    const { resentAs } = response.json() as { resentAs: number };
    expect(resentAs).not.toBe(failed.id);
    const [copy] = await t.db.select().from(outbox).where(eq(outbox.id, resentAs));
    expect(copy).toMatchObject({
      toAddress: failed.toAddress,
      subject: failed.subject,
      html: failed.html,
      text: failed.text,
      template: failed.template,
      attempts: 0,
      error: null,
      sentAt: null,
    });
    expect(copy!.attachments).toEqual([{ kind: 'tax-invoice', orderId: 7 }]);
    expect(copy!.headers).toEqual({ 'X-Test': '1' });
    const [original] = await t.db.select().from(outbox).where(eq(outbox.id, failed.id));
    expect(original).toMatchObject({ error: 'connection refused', attempts: 10 });
    const [log] = await actionsOn(t, 'mail', failed.id);
    expect(log).toMatchObject({
      adminId: admin.id,
      action: 'mail.resend',
      before: { status: 'failed', attempts: 10 },
      after: { resentAs },
    });
    expect((await as('POST', '/api/admin/mail/999999/resend')).statusCode).toBe(404);
  });
});
