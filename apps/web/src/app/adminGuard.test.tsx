import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { CurrentUser, SecurityOverview } from '@weekends/shared';
import { currentUserQuery } from '../lib/session.ts';
import { mockAnswers, mockRoutes } from '../test/api/mockApi.ts';
import { customerFixture } from '../test/fakeApi.tsx';
import { AdminOnly } from './guards.tsx';
import { ReverifyHost } from '../components/factors/ReverifyHost.tsx';

afterEach(cleanup);

const overview = (overrides: Partial<SecurityOverview>): SecurityOverview => ({
  required: true,
  authenticator: { enabled: false, confirmedAt: null },
  passkeys: 0,
  recoveryCodesLeft: 0,
  verifyWith: ['password'],
  verifiedUntil: null,
  proven: true,
  ...overrides,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function visitAdmin(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const admin: CurrentUser = { ...customerFixture, isAdmin: true };
  client.setQueryData(currentUserQuery.queryKey, admin);
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AdminOnly />, children: [{ path: '*', element: <p>back office</p> }] },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ReverifyHost />
    </QueryClientProvider>,
  );
}

describe('the back office and second factors', () => {
  it('takes an admin without a second factor to set one up, remembering the page asked for', async () => {
    mockRoutes({ 'GET /api/account/security': () => ({ status: 200, body: overview({}) }) });
    visitAdmin('/admin/orders?search=WK-1');
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/customer/dashboard/security?returnTo=%2Fadmin%2Forders%3Fsearch%3DWK-1',
    );
  });

  it('opens the back office for an admin with an authenticator app or a passkey', async () => {
    mockRoutes({
      'GET /api/account/security': () => ({
        status: 200,
        body: overview({ authenticator: { enabled: true, confirmedAt: '2026-03-05T10:05:00.000Z' } }),
      }),
    });
    visitAdmin('/admin/orders');
    expect(await screen.findByText('back office')).toBeInTheDocument();
    cleanup();
    mockRoutes({ 'GET /api/account/security': () => ({ status: 200, body: overview({ passkeys: 1 }) }) });
    visitAdmin('/admin/orders');
    expect(await screen.findByText('back office')).toBeInTheDocument();
  });

  it('asks a session that never proved its factor to confirm it is you, then opens the back office', async () => {
    const enabled = { authenticator: { enabled: true, confirmedAt: '2026-03-05T10:05:00.000Z' } };
    mockAnswers('GET /api/account/security', [
      { status: 200, body: overview({ ...enabled, proven: false, verifyWith: ['authenticator'] }) },
      { status: 200, body: overview({ ...enabled, proven: false, verifyWith: ['authenticator'] }) },
      { status: 200, body: overview({ ...enabled, proven: true, verifyWith: ['authenticator'] }) },
    ]);
    const reverify = mockRoutes({ 'POST /api/account/reverify': () => ({ status: 204 }) });
    visitAdmin('/admin/orders');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(screen.queryByText('back office')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Authenticator code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('back office')).toBeInTheDocument();
    expect(reverify.calls[0]?.body).toEqual({ method: 'authenticator', code: '123456' });
  });
});
