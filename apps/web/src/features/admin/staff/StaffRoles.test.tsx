import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@weekends/shared/accounts';
import { STAFF_MESSAGES, type StaffMember, type StaffRole } from '@weekends/shared/staff';
import { staffFixture } from '../../../test/fakeApi.tsx';
import { mockRoutes, type Answer, type RouteHandler } from '../../../test/api/mockApi.ts';
import { AdminLayout } from '../shell/AdminLayout.tsx';
import { sectionsFor } from '../shell/sections.ts';
import { StaffPage } from './StaffPage.tsx';

afterEach(() => {
  cleanup();
});

function openBackOffice(path: string, role: StaffRole, routes: Record<string, RouteHandler> = {}) {
  const api = mockRoutes(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session', 'me'], { ...staffFixture(role), id: 1, firstName: 'Noura', lastName: 'Saeed' });
  const page = (name: string) => ({ element: <p>{name} page</p> });
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { path: 'overview', ...page('Overview') },
          { path: 'orders', ...page('Orders') },
          { path: 'payouts', ...page('Payouts') },
          { path: 'staff', element: <StaffPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router };
}

const sectionNames = () =>
  within(screen.getAllByRole('navigation', { name: 'Back office sections' })[0]!)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the back office by role', () => {
  it('shows support only its sections, and names the role', async () => {
    openBackOffice('/admin/orders', 'support');
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    const names = sectionNames().join(' | ');
    for (const shown of ['Approvals', 'Commerce', 'Hosts', 'Corporates', 'Inbox', 'Mail'])
      expect(names).toContain(shown);
    for (const hidden of ['Overview', 'Catalogue', 'Content', 'Audit log', 'Staff'])
      expect(names).not.toContain(hidden);
    expect(screen.getByText('Your role: Support')).toBeInTheDocument();
  });

  it("explains a page the role may not use instead of opening it, with links to the role's sections", async () => {
    const { router } = openBackOffice('/admin/payouts', 'support');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
    expect(screen.queryByText('Payouts page')).not.toBeInTheDocument();
    expect(screen.getByText(/not part of the Support role/)).toBeInTheDocument();
    const main = screen.getByRole('heading', { name: 'Not for your role' }).closest('div')!;
    await userEvent.setup().click(within(main).getByRole('link', { name: /Commerce/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
  });

  it('lets the owner see every section, Staff included', async () => {
    openBackOffice('/admin/overview', 'owner');
    expect(await screen.findByText('Overview page')).toBeInTheDocument();
    expect(sectionNames()).toHaveLength(11);
    expect(sectionNames().join(' | ')).toContain('Staff');
  });

  it("opens each role's first section from /admin", () => {
    expect(sectionsFor('owner')[0]!.to).toBe('/admin/overview');
    expect(sectionsFor('finance')[0]!.to).toBe('/admin/overview');
    expect(sectionsFor('support')[0]!.to).toBe('/admin/approvals/reviews');
    expect(sectionsFor('content')[0]!.to).toBe('/admin/approvals/listings');
    // Commerce opens on the first of its pages the role may use: passes for content.
    expect(sectionsFor('content').find((s) => s.section.id === 'commerce')!.to).toBe('/admin/passes');
    expect(sectionsFor(null)).toEqual([]);
  });
});

const members: StaffMember[] = [
  { id: 1, firstName: 'Noura', lastName: 'Saeed', email: 'admin@weekends.ae', role: 'owner', suspendedAt: null },
  {
    id: 2,
    firstName: 'Fatima',
    lastName: 'Al Shamsi',
    email: 'support@weekends.ae',
    role: 'support',
    suspendedAt: null,
  },
];

describe('the Staff page', () => {
  it('lists the staff with their roles and changes a role from the one shown', async () => {
    let list = members;
    const { api } = openBackOffice('/admin/staff', 'owner', {
      'GET /api/admin/staff': () => ({ status: 200, body: list }),
      'PUT /api/admin/staff/{id}/role': ({ body }) => {
        list = [members[0]!, { ...members[1]!, role: (body as { role: StaffRole }).role }];
        return { status: 200, body: list[1] };
      },
    });
    const role = await screen.findByRole('combobox', { name: 'Role of Fatima Al Shamsi' });
    expect(role).toHaveValue('support');
    expect(screen.getByText('You')).toBeInTheDocument();
    await userEvent.setup().selectOptions(role, 'finance');
    expect(await screen.findByText('Fatima Al Shamsi is now Finance.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/admin/staff/2/role',
      body: { from: 'support', role: 'finance' },
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Fatima Al Shamsi' })).toHaveValue('finance'),
    );
  });

  it("says why when a change is refused (another owner's change, the last owner, a session to confirm)", async () => {
    const refusals = [
      { statusCode: 409, code: 'CONFLICT', message: STAFF_MESSAGES.changed },
      { statusCode: 409, code: 'LAST_OWNER', message: STAFF_MESSAGES.lastOwner },
      { statusCode: 403, code: 'REVERIFY_REQUIRED', message: ACCOUNT_MESSAGES.reverifyRequired },
    ];
    let next = 0;
    openBackOffice('/admin/staff', 'owner', {
      'GET /api/admin/staff': () => ({ status: 200, body: members }),
      'PUT /api/admin/staff/{id}/role': () => {
        const body = refusals[next++]!;
        return { status: body.statusCode, body };
      },
    });
    const user = userEvent.setup();
    for (const refusal of refusals) {
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Noura Saeed' }), 'content');
      expect(await screen.findByText(refusal.message)).toBeInTheDocument();
      // The list is fetched again: the select shows the role the server has, not the refused choice.
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role of Noura Saeed' })).toHaveValue('owner'));
    }
  });

  it('adds an existing account by e-mail, checking the address before sending', async () => {
    const { api } = openBackOffice('/admin/staff', 'owner', {
      'GET /api/admin/staff': () => ({ status: 200, body: members }),
      'POST /api/admin/staff': () => ({
        status: 201,
        body: {
          id: 3,
          firstName: 'Hessa',
          lastName: 'Al Ketbi',
          email: 'content@weekends.ae',
          role: 'content',
          suspendedAt: null,
        },
      }),
    });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('E-mail of the account');
    await user.type(email, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Add to staff' }));
    expect(await screen.findByText(STAFF_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'content@weekends.ae');
    await user.selectOptions(screen.getByLabelText('Role'), 'content');
    await user.click(screen.getByRole('button', { name: 'Add to staff' }));
    expect(await screen.findByText('Hessa Al Ketbi is now staff, as Content.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      body: { email: 'content@weekends.ae', role: 'content' },
    });
  });

  it('removes a member only after asking, from the role shown; a refusal stays in the dialog', async () => {
    let answer: Answer = {
      status: 409,
      body: { statusCode: 409, code: 'CONFLICT', message: STAFF_MESSAGES.changed },
    };
    const { api } = openBackOffice('/admin/staff', 'owner', {
      'GET /api/admin/staff': () => ({ status: 200, body: members }),
      'DELETE /api/admin/staff/{id}': () => answer,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Fatima Al Shamsi' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Fatima Al Shamsi from the staff?' });
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(STAFF_MESSAGES.changed)).toBeInTheDocument();

    answer = { status: 204 };
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText(/Fatima Al Shamsi no longer has the back office/)).toBeInTheDocument();
    const removal = api.calls.filter((c) => c.method === 'DELETE').at(-1)!;
    expect(removal.path).toBe('/api/admin/staff/2');
    expect(removal.query).toBe('?from=support');
  });
});
