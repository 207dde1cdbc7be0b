import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerFixture, renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { CorporateDetailPage } from './CorporateDetailPage.tsx';
import { CorporatesPage } from './CorporatesPage.tsx';
import { InvoicesPage } from './InvoicesPage.tsx';

const admin = { ...customerFixture, isAdmin: true, staffRole: 'owner' as const };
const corporate = {
  id: 4,
  name: 'Emirates Tech',
  slug: 'emirates-tech',
  emailDomain: 'emiratestech.ae',
  employees: 2,
  admins: 1,
  awards: 3,
  createdAt: '2026-08-01T08:00:00.000Z',
};
const employee = (id: number, firstName: string, isCorporateAdmin: boolean) => ({
  id,
  firstName,
  lastName: 'Haddad',
  email: `${firstName.toLowerCase()}@emiratestech.ae`,
  isConfirmed: true,
  isCorporateAdmin,
  joinedAt: '2026-09-01T08:00:00.000Z',
});

afterEach(() => {
  cleanup();
});

describe('Corporates in the back office', () => {
  it('lists corporates from the server, searched and sorted there, and adds one', async () => {
    const api = mockRoutes({
      'GET /api/admin/corporates': () => ({
        status: 200,
        body: { items: [corporate], total: 1, page: 1, pageSize: 25 },
      }),
      'POST /api/admin/corporates': ({ body }) => ({
        status: 201,
        body: { ...corporate, id: 5, ...(body as object), employees: 0, admins: 0, awards: 0 },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CorporatesPage />, { path: '/admin/corporates', user: admin });
    expect(await screen.findByRole('link', { name: 'Emirates Tech' })).toHaveAttribute('href', '/admin/corporates/4');
    expect(api.calls[0]).toMatchObject({ path: '/api/admin/corporates', query: expect.stringContaining('sort=name') });

    await user.click(screen.getByRole('button', { name: 'Add a corporate' }));
    await user.type(screen.getByLabelText('Name'), 'Gulf Dynamics');
    await user.type(screen.getByLabelText('E-mail domain'), 'gulfdynamics.ae');
    await user.type(screen.getByLabelText('Url slug'), 'gulf-dynamics');
    await user.click(screen.getByRole('button', { name: 'Add corporate' }));
    expect(
      await screen.findByText('Gulf Dynamics was added. Its employees register at its corporate page.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Gulf Dynamics',
      emailDomain: 'gulfdynamics.ae',
      slug: 'gulf-dynamics',
    });
  });

  it('makes an employee a corporate admin from the corporate page', async () => {
    let layla = employee(31, 'Layla', false);
    const api = mockRoutes({
      'GET /api/admin/corporates/4': () => ({ status: 200, body: corporate }),
      'GET /api/admin/corporates/4/employees': () => ({
        status: 200,
        body: { items: [layla, employee(32, 'Aisha', true)], total: 2, page: 1, pageSize: 25 },
      }),
      'PUT /api/admin/corporates/4/employees/31/corporate-admin': ({ body }) => {
        layla = { ...layla, ...(body as { isCorporateAdmin: boolean }) };
        return { status: 200, body: layla };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CorporateDetailPage />, {
      path: '/admin/corporates/4',
      pattern: '/admin/corporates/:id',
      user: admin,
    });
    expect(await screen.findByRole('heading', { name: 'Emirates Tech' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Make corporate admin: Layla Haddad' }));
    expect(
      await screen.findByText('Layla Haddad is now a corporate admin and sees the corporate dashboard.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ isCorporateAdmin: true });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove corporate admin: Layla Haddad' })).toBeInTheDocument(),
    );
  });

  it('filters invoices on the server and marks one paid with the bank reference; an invoice paid meanwhile is said so', async () => {
    const invoice = {
      id: 9,
      number: 'CI-2026-000009',
      corporate: { id: 4, name: 'Emirates Tech' },
      award: { title: 'Desert Safari', employee: 'Omar Khalifa' },
      amount: 35_000,
      credited: 0,
      issuedAt: '2026-10-01T08:00:00.000Z',
      dueOn: '2026-10-31',
      overdue: true,
      paidAt: null,
      paymentReference: null,
    };
    const other = { ...invoice, id: 10, number: 'CI-2026-000010', overdue: false };
    const cancelled = { ...invoice, id: 11, number: 'CI-2026-000011', overdue: false, credited: 35_000 };
    const api = mockRoutes({
      'GET /api/admin/corporate-invoices': () => ({
        status: 200,
        body: { items: [invoice, other, cancelled], total: 3, page: 1, pageSize: 25 },
      }),
      'POST /api/admin/corporate-invoices/9/payment': ({ body }) => ({
        status: 200,
        body: {
          ...invoice,
          overdue: false,
          paidAt: '2026-11-25T08:00:00.000Z',
          paymentReference: (body as { reference: string }).reference,
        },
      }),
      'POST /api/admin/corporate-invoices/10/payment': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'INVOICE_PAID',
          message: 'This invoice has already been marked paid.',
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<InvoicesPage />, { path: '/admin/corporate-invoices', user: admin });
    // An award whose vouchers were all cancelled is credited in full: nothing to mark paid.
    expect(await screen.findByText('Cancelled, nothing due')).toBeInTheDocument();
    expect(screen.getByText('AED 350 credited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid: CI-2026-000011' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'overdue');
    await waitFor(() =>
      expect(api.calls.at(-1)).toMatchObject({
        path: '/api/admin/corporate-invoices',
        query: expect.stringContaining('status=overdue'),
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Mark paid: CI-2026-000009' }));
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Enter the bank reference of the payment.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Bank reference'), 'ENBD-7781');
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Invoice CI-2026-000009 of Emirates Tech is marked paid.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('/9/payment'))!.body).toEqual({ reference: 'ENBD-7781' });

    await user.click(screen.getByRole('button', { name: 'Mark paid: CI-2026-000010' }));
    await user.type(screen.getByLabelText('Bank reference'), 'ENBD-7782');
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('This invoice has already been marked paid.')).toBeInTheDocument();
  });
});
