import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { openTestDatabase } from '../../test/databases.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('dev outbox routes', () => {
  it('lists the mails sent to an address, newest first, and shows one as HTML', async () => {
    await t.app.mailer.send('email-confirmation', 'list@example.test', {
      email: 'list@example.test',
      link: '/confirm-email?token=first',
    });
    await t.app.mailer.send('welcome', 'other@example.test', { firstName: 'Other' });
    const latest = await t.app.mailer.send('password-reset', 'list@example.test', { code: 'AB12' });

    const res = await t.app.inject({ url: '/api/dev/outbox?to=LIST@example.test' });
    expect(res.statusCode).toBe(200);
    const mails = res.json();
    expect(mails.map((m: { template: string }) => m.template)).toEqual(['password-reset', 'email-confirmation']);
    expect(mails[0]).toMatchObject({
      id: latest.id,
      to: 'list@example.test',
      subject: 'Your Weekends password reset code',
      sentAt: null,
      error: null,
    });
    expect(mails[1].text).toContain('/confirm-email?token=first');
    expect(typeof mails[0].createdAt).toBe('string');

    const view = await t.app.inject({ url: `/api/dev/outbox/${latest.id}` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toMatch(/^text\/html/);
    expect(view.body).toContain('AB12');
  });

  it('answers 404 for an unknown mail', async () => {
    const res = await t.app.inject({ url: '/api/dev/outbox/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('does not exist in production', async () => {
    const { database, drop: dropDatabase } = await openTestDatabase();
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-prod-'));
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
        PAYMENT_GATEWAY: 'sandbox',
      },
      { uploadsDir: path.join(tmp, 'uploads'), WEB_DIST: '/nonexistent' },
    );
    const app = await buildApp(config, { database });
    try {
      await app.mailer.send('welcome', 'prod@example.test', {});
      for (const url of ['/api/dev/outbox', '/api/dev/outbox?to=prod@example.test', '/api/dev/outbox/1']) {
        expect((await app.inject({ url })).statusCode).toBe(404);
      }
    } finally {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
