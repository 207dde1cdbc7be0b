import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerFixture, fakeFetch, renderWithProviders } from '../../../test/fakeApi.tsx';
import { CorporateDetailPage } from './CorporateDetailPage.tsx';
import { CorporatesPage } from './CorporatesPage.tsx';

const admin = { ...customerFixture, isAdmin: true };
const corporate = { id: 4, name: 'Emirates Tech', slug: 'emirates-tech', emailDomain: 'emiratestech.ae', employees: 2, admins: 1, awards: 3, createdAt: '2026-08-01T08:00:00.000Z' };
const employee = (id: number, firstName: string, isCorporateAdmin: boolean) => ({ id, firstName, lastName: 'Haddad', email: `${firstName.toLowerCase()}@emiratestech.ae`, isConfirmed: true, isCorporateAdmin, joinedAt: '2026-09-01T08:00:00.000Z' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Corporates in the back office', () => {
  it('lists corporates from the server, searched and sorted there, and adds one', async () => {
    const api = fakeFetch({
      'GET /api/admin/corporates': () => ({ status: 200, body: { items: [corporate], total: 1, page: 1, pageSize: 25 } }),
      'POST /api/admin/corporates': ({ body }) => ({ status: 201, body: { ...corporate, id: 5, ...(body as object), employees: 0, admins: 0, awards: 0 } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<CorporatesPage />, { path: '/admin/corporates', user: admin });
    expect(await screen.findByRole('link', { name: 'Emirates Tech' })).toHaveAttribute('href', '/admin/corporates/4');
    expect(api.calls[0]).toMatchObject({ path: '/api/admin/corporates', query: expect.stringContaining('sort=name') });

    await user.click(screen.getByRole('button', { name: 'Add a corporate' }));
    await user.type(screen.getByLabelText('Name'), 'Gulf Dynamics');
    await user.type(screen.getByLabelText('E-mail domain'), 'gulfdynamics.ae');
    await user.type(screen.getByLabelText('Url slug'), 'gulf-dynamics');
    await user.click(screen.getByRole('button', { name: 'Add corporate' }));
    expect(await screen.findByText('Gulf Dynamics was added. Its employees register at its corporate page.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Gulf Dynamics', emailDomain: 'gulfdynamics.ae', slug: 'gulf-dynamics' });
  });

  it('makes an employee a corporate admin from the corporate page', async () => {
    let layla = employee(31, 'Layla', false);
    const api = fakeFetch({
      'GET /api/admin/corporates/4': () => ({ status: 200, body: corporate }),
      'GET /api/admin/corporates/4/employees': () => ({ status: 200, body: { items: [layla, employee(32, 'Aisha', true)], total: 2, page: 1, pageSize: 25 } }),
      'PUT /api/admin/corporates/4/employees/31/corporate-admin': ({ body }) => {
        layla = { ...layla, ...(body as { isCorporateAdmin: boolean }) };
        return { status: 200, body: layla };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<CorporateDetailPage />, { path: '/admin/corporates/4', pattern: '/admin/corporates/:id', user: admin });
    expect(await screen.findByRole('heading', { name: 'Emirates Tech' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Make corporate admin: Layla Haddad' }));
    expect(await screen.findByText('Layla Haddad is now a corporate admin and sees the corporate dashboard.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ isCorporateAdmin: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove corporate admin: Layla Haddad' })).toBeInTheDocument());
  });
});
