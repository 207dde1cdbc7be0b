import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_CORPORATE_MESSAGES, type AdminCorporate } from '@weekends/shared';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { adminActions, customers } from '../../../db/schema/index.ts';
import { createSession } from '../../accounts/sessions.ts';

/**
 * Back office 'Corporates': corporates with a unique slug and domain, their employees, and their corporate admins,
 * audited.
 */
let t: TestApp;
let admin: { id: number; token: string };

async function account(values: Partial<typeof customers.$inferInsert> & { email: string }) {
  const [row] = await t.db
    .insert(customers)
    .values({ firstName: 'Test', lastName: 'Person', isConfirmed: true, ...values })
    .returning({ id: customers.id });
  const proven = { secondFactor: Boolean(values.staffRole) };
  return { id: row!.id, token: (await createSession(t.db, row!.id, false, undefined, proven)).token };
}
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });
const auditOf = (action: string, subjectId: number) =>
  t.db
    .select()
    .from(adminActions)
    .where(and(eq(adminActions.action, action), eq(adminActions.subjectId, subjectId)));

beforeAll(async () => {
  t = await createTestApp();
  admin = await account({ email: 'noura@weekends.example.test', staffRole: 'owner' });
});
afterAll(() => t?.close());

describe('corporates in the back office', () => {
  it('adds and edits a corporate with a unique slug and e-mail domain, each change audited with before and after', async () => {
    const created = await call(admin.token, 'POST', '/api/admin/corporates', {
      name: 'Gulf Dynamics',
      emailDomain: 'GulfDynamics.ae',
      slug: 'gulf-dynamics',
    });
    expect(created.statusCode, created.body).toBe(201);
    const corporate = created.json() as AdminCorporate;
    expect(corporate).toMatchObject({
      name: 'Gulf Dynamics',
      emailDomain: 'gulfdynamics.ae',
      slug: 'gulf-dynamics',
      employees: 0,
      admins: 0,
      awards: 0,
    });
    expect(await auditOf('corporate.create', corporate.id)).toMatchObject([
      {
        adminId: admin.id,
        before: null,
        after: { name: 'Gulf Dynamics', slug: 'gulf-dynamics', emailDomain: 'gulfdynamics.ae' },
      },
    ]);

    const again = await call(admin.token, 'POST', '/api/admin/corporates', {
      name: 'Other',
      emailDomain: 'other.ae',
      slug: 'gulf-dynamics',
    });
    expect(again.json()).toMatchObject({ statusCode: 409, message: ADMIN_CORPORATE_MESSAGES.slugTaken });
    const sameDomain = await call(admin.token, 'POST', '/api/admin/corporates', {
      name: 'Other',
      emailDomain: 'gulfdynamics.ae',
      slug: 'other',
    });
    expect(sameDomain.json()).toMatchObject({ statusCode: 409, message: ADMIN_CORPORATE_MESSAGES.domainTaken });
    expect(
      (
        await call(admin.token, 'POST', '/api/admin/corporates', {
          name: 'Bad',
          emailDomain: 'not a domain',
          slug: 'Bad Slug',
        })
      ).statusCode,
    ).toBe(400);

    const edited = await call(admin.token, 'PUT', `/api/admin/corporates/${corporate.id}`, {
      name: 'Gulf Dynamics LLC',
      emailDomain: 'gulfdynamics.ae',
      slug: 'gulf-dynamics',
    });
    expect(edited.json()).toMatchObject({ name: 'Gulf Dynamics LLC' });
    expect(await auditOf('corporate.update', corporate.id)).toMatchObject([
      { before: { name: 'Gulf Dynamics' }, after: { name: 'Gulf Dynamics LLC' } },
    ]);

    const found = await call(admin.token, 'GET', '/api/admin/corporates?q=gulf');
    expect(found.json()).toMatchObject({ total: 1, items: [{ id: corporate.id }] });
  });

  it("makes an employee a corporate admin and takes it away (audited, seen on the employee's next request); someone outside the corporate is 404", async () => {
    const corporate = (
      await call(admin.token, 'POST', '/api/admin/corporates', {
        name: 'Sand Systems',
        emailDomain: 'sand.ae',
        slug: 'sand-systems',
      })
    ).json() as AdminCorporate;
    const other = (
      await call(admin.token, 'POST', '/api/admin/corporates', {
        name: 'Reef Co',
        emailDomain: 'reef.ae',
        slug: 'reef-co',
      })
    ).json() as AdminCorporate;
    const hr = await account({ email: 'hr@sand.ae', isCorporate: true, corporateId: corporate.id });
    await account({ email: 'dev@sand.ae', isCorporate: true, corporateId: corporate.id });
    const outsider = await account({ email: 'hr@reef.ae', isCorporate: true, corporateId: other.id });

    const list = (
      await call(admin.token, 'GET', `/api/admin/corporates/${corporate.id}/employees?sort=email&dir=asc`)
    ).json();
    expect(list.items.map((e: { email: string }) => e.email)).toEqual(['dev@sand.ae', 'hr@sand.ae']);
    expect((await call(hr.token, 'GET', '/api/corporate/dashboard')).statusCode).toBe(403);

    const granted = await call(
      admin.token,
      'PUT',
      `/api/admin/corporates/${corporate.id}/employees/${hr.id}/corporate-admin`,
      { isCorporateAdmin: true },
    );
    expect(granted.json()).toMatchObject({ id: hr.id, isCorporateAdmin: true });
    expect(await auditOf('corporate.admin.grant', hr.id)).toMatchObject([
      { before: { isCorporateAdmin: false }, after: { isCorporateAdmin: true }, detail: { corporateId: corporate.id } },
    ]);
    expect((await call(hr.token, 'GET', '/api/corporate/dashboard')).json()).toMatchObject({
      corporate: { id: corporate.id },
      employees: 2,
    });
    expect(
      (await call(admin.token, 'GET', `/api/admin/corporates/${corporate.id}/employees?admins=true`))
        .json()
        .items.map((e: { id: number }) => e.id),
    ).toEqual([hr.id]);
    expect((await call(admin.token, 'GET', `/api/admin/corporates/${corporate.id}`)).json()).toMatchObject({
      employees: 2,
      admins: 1,
    });

    expect(
      (
        await call(
          admin.token,
          'PUT',
          `/api/admin/corporates/${corporate.id}/employees/${outsider.id}/corporate-admin`,
          { isCorporateAdmin: true },
        )
      ).statusCode,
    ).toBe(404);
    const [row] = await t.db
      .select({ isCorporateAdmin: customers.isCorporateAdmin })
      .from(customers)
      .where(eq(customers.id, outsider.id));
    expect(row!.isCorporateAdmin).toBe(false);

    await call(admin.token, 'PUT', `/api/admin/corporates/${corporate.id}/employees/${hr.id}/corporate-admin`, {
      isCorporateAdmin: false,
    });
    expect(await auditOf('corporate.admin.revoke', hr.id)).toHaveLength(1);
    expect((await call(hr.token, 'GET', '/api/corporate/dashboard')).statusCode).toBe(403);
  });
});
