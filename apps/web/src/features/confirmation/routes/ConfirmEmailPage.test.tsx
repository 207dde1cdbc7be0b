import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, type CurrentUser } from '@weekends/shared/accounts';
import { currentUserQuery } from '../../../lib/session.ts';
import { ConfirmEmailPage } from './ConfirmEmailPage.tsx';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../test/api/mockApi.ts';

const customer: CurrentUser = {
  id: 7,
  firstName: 'Amira',
  lastName: 'Haddad',
  email: 'amira@example.test',
  phoneNumber: null,
  isGuest: false,
  socialLogin: 0,
  isHost: false,
  isCorporate: false,
  isConfirmed: false,
  isAdmin: false,
  staffRole: null,
  isCorporateAdmin: false,
};
const confirmed = (overrides: Partial<{ alreadyConfirmed: boolean; isHost: boolean }> = {}) => ({
  status: 200,
  body: { message: ACCOUNT_MESSAGES.emailConfirmed, alreadyConfirmed: false, isHost: false, ...overrides },
});
const failure = (code: string, message: string) => ({ status: 400, body: { statusCode: 400, code, message } });
const signedOut = { status: 200, body: { user: null } };

const renderPage = (path = '/confirm/7?token=abc.def', prepare?: (client: QueryClient) => void) =>
  renderWithProviders(
    <StrictMode>
      <ConfirmEmailPage />
    </StrictMode>,
    { path, pattern: '/confirm/:id', prepare },
  );

// The web project runs without Vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

describe('ConfirmEmailPage', () => {
  it('confirms once on load (StrictMode too), shows the message and refreshes the session and per-user queries', async () => {
    let answer!: (value: ReturnType<typeof confirmed>) => void;
    const fake = mockRoutes({ 'POST /api/accounts/confirm': () => new Promise((resolve) => (answer = resolve)) });
    const { client } = renderPage(undefined, (client) => {
      client.setQueryData(currentUserQuery.queryKey, customer);
      client.setQueryData(['account', 'favorites'], [1, 2]);
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your email address…');
    answer(confirmed());

    expect(await screen.findByText(ACCOUNT_MESSAGES.emailConfirmed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    const posts = fake.calls.filter((c) => c.path === '/api/accounts/confirm');
    expect(posts).toEqual([expect.objectContaining({ method: 'POST', body: { id: 7, token: 'abc.def' } })]);
    await waitFor(() => expect(client.getQueryState(currentUserQuery.queryKey)?.isInvalidated).toBe(true));
    expect(client.getQueryState(['account', 'favorites'])?.isInvalidated).toBe(true);
  });

  it('says so when the address was already confirmed', async () => {
    mockRoutes({ 'POST /api/accounts/confirm': () => confirmed({ alreadyConfirmed: true }) });
    renderPage();
    expect(await screen.findByText(ACCOUNT_MESSAGES.alreadyConfirmed)).toBeInTheDocument();
  });

  it('sends a host to the Host Dashboard', async () => {
    mockRoutes({
      'POST /api/accounts/confirm': () => confirmed({ isHost: true }),
      'GET /api/accounts/session': () => signedOut,
    });
    renderPage();
    expect(await screen.findByText('Now at /vendor/dashboard')).toBeInTheDocument();
  });

  it('shows an expired link and lets the signed-in customer resend: Sending.. then Email Sent', async () => {
    const user = userEvent.setup();
    let sent!: (value: { status: number; body: unknown }) => void;
    const fake = mockRoutes(
      {
        'POST /api/accounts/confirm': () => failure('CONFIRMATION_EXPIRED', ACCOUNT_MESSAGES.confirmationExpired),
        'GET /api/accounts/session': () => ({ status: 200, body: { user: customer } }),
        'POST /api/accounts/confirmation/resend': () => new Promise((resolve) => (sent = resolve)),
      },
      { recordHeaders: true },
    );
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.confirmationExpired);
    await user.click(await screen.findByRole('button', { name: 'Resend Email' }));
    expect(screen.getByRole('button', { name: 'Sending..' })).toBeDisabled();
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/accounts/confirmation/resend',
      headers: { 'x-requested-with': 'fetch' },
    });
    sent({ status: 200, body: { emailSent: true } });
    expect(await screen.findByRole('button', { name: 'Email Sent' })).toBeDisabled();
    expect(screen.getByText(`A new confirmation link is on its way to ${customer.email}.`)).toBeInTheDocument();
  });

  it('shows an invalid link to a visitor with a way to log in, and no Resend', async () => {
    mockRoutes({
      'POST /api/accounts/confirm': () => failure('CONFIRMATION_INVALID', ACCOUNT_MESSAGES.confirmationInvalid),
      'GET /api/accounts/session': () => signedOut,
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.confirmationInvalid);
    expect(await screen.findByRole('link', { name: 'Log in for a new link' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Resend Email' })).not.toBeInTheDocument();
  });

  it('does not send a link without a token', async () => {
    const fake = mockRoutes({ 'GET /api/accounts/session': () => signedOut });
    renderPage('/confirm/7');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.confirmationInvalid);
    expect(fake.calls.filter((c) => c.path === '/api/accounts/confirm')).toHaveLength(0);
  });
});
