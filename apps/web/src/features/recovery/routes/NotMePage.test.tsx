import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_MESSAGES } from '@weekends/shared/devices';
import { currentUserQuery } from '../../../lib/session.ts';
import { customerFixture, renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes, offline } from '../../../test/api/mockApi.ts';
import { NotMePage } from './NotMePage.tsx';

const renderPage = (path = '/account/not-me?alert=5&token=k1.abc') =>
  renderWithProviders(
    <StrictMode>
      <NotMePage />
    </StrictMode>,
    {
      path,
      pattern: '/account/not-me',
      prepare: (client) => {
        client.setQueryData(currentUserQuery.queryKey, customerFixture);
        client.setQueryData(['account', 'favorites'], [1]);
      },
    },
  );

afterEach(() => {
  cleanup();
});

describe('NotMePage', () => {
  it('secures the account once on load and lands on the recovery page with its address', async () => {
    const fake = mockRoutes({
      'POST /api/accounts/not-me': () => ({ status: 200, body: { email: 'layla@example.test' } }),
      'GET /api/accounts/session': () => ({ status: 200, body: { user: null } }),
    });
    const { client } = renderPage();
    expect(await screen.findByText('Now at /forgot-password?secured=1&email=layla%40example.test')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path === '/api/accounts/not-me')).toEqual([
      expect.objectContaining({ method: 'POST', body: { alert: 5, token: 'k1.abc' } }),
    ]);
    // This browser's session ended with the others: who is signed in is asked again, per-user data forgotten.
    await waitFor(() => expect(client.getQueryData(currentUserQuery.queryKey)).toBeNull());
    expect(client.getQueryData(['account', 'favorites'])).toBeUndefined();
  });

  it('tells an account without a password (Google, Facebook) that it was signed out everywhere', async () => {
    mockRoutes({
      'POST /api/accounts/not-me': () => ({ status: 200, body: { email: null } }),
      'GET /api/accounts/session': () => ({ status: 200, body: { user: null } }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your account is signed out everywhere' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's reason for a used link, with the way to recovery and no retry", async () => {
    mockRoutes({
      'POST /api/accounts/not-me': () => ({
        status: 409,
        body: { statusCode: 409, code: 'NOT_ME_USED', message: DEVICE_MESSAGES.notMeUsed },
      }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(DEVICE_MESSAGES.notMeUsed);
    expect(screen.getByRole('link', { name: 'Reset my password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a link without its token is not valid, without asking the server', async () => {
    const fake = mockRoutes({});
    renderPage('/account/not-me?alert=5');
    expect(await screen.findByRole('alert')).toHaveTextContent(DEVICE_MESSAGES.notMeInvalid);
    expect(fake.calls).toEqual([]);
  });

  it('offers to try again when the request did not reach the server', async () => {
    const user = userEvent.setup();
    let asked = 0;
    mockRoutes({
      'POST /api/accounts/not-me': () => (++asked === 1 ? offline : { status: 200, body: { email: 'a@b.test' } }),
      'GET /api/accounts/session': () => ({ status: 200, body: { user: null } }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Weekends.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Now at /forgot-password?secured=1&email=a%40b.test')).toBeInTheDocument();
  });
});
