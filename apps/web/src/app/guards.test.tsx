import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CurrentUser } from '@weekends/shared/accounts';
import { currentUserQuery } from '../lib/session.ts';
import { GuestOnly, HostOnly, LoggedInOnly } from './guards.tsx';

const user = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  firstName: 'Noor',
  lastName: 'Haddad',
  email: 'noor@example.test',
  phoneNumber: null,
  isGuest: false,
  socialLogin: 0,
  isHost: false,
  isCorporate: false,
  isConfirmed: true,
  isAdmin: false,
  staffRole: null,
  isCorporateAdmin: false,
  ...overrides,
});

/** Renders `path` with the session already known, and reports where the guards send the visitor. */
function visit(path: string, session: CurrentUser | null) {
  const client = new QueryClient();
  client.setQueryData(currentUserQuery.queryKey, session);
  const page = (name: string) => ({ element: <p>{name}</p> });
  const router = createMemoryRouter(
    [
      { path: '/', ...page('home') },
      { path: '/activity/:slug', ...page('activity') },
      { path: '/vendor/dashboard', element: <HostOnly />, children: [{ index: true, ...page('vendor dashboard') }] },
      { element: <GuestOnly />, children: [{ path: '/login', ...page('login') }] },
      { element: <LoggedInOnly />, children: [{ path: '/customer/dashboard/profile', ...page('dashboard') }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('route guards', () => {
  it('keeps a visitor on a guest-only page', async () => {
    visit('/login', null);
    expect(await screen.findByText('login')).toBeInTheDocument();
  });
  it('keeps a guest on the login page (they sign up to merge)', async () => {
    visit('/login', user({ isGuest: true }));
    expect(await screen.findByText('login')).toBeInTheDocument();
  });
  it('sends a signed-in customer home', async () => {
    visit('/login', user());
    expect(await screen.findByText('home')).toBeInTheDocument();
  });
  it('sends a signed-in host to the vendor dashboard', async () => {
    visit('/login', user({ isHost: true }));
    expect(await screen.findByText('vendor dashboard')).toBeInTheDocument();
  });
  it('honours a same-site returnTo once signed in', async () => {
    visit('/login?social=phone&returnTo=%2Factivity%2Fdesert-safari', user());
    expect(await screen.findByText('activity')).toBeInTheDocument();
  });
  it('ignores a returnTo that leaves the site', async () => {
    visit('/login?returnTo=%2F%2Fevil.example', user());
    expect(await screen.findByText('home')).toBeInTheDocument();
  });
  it('logged-in-only pages send visitors and guests home', async () => {
    visit('/customer/dashboard/profile', user({ isGuest: true }));
    expect(await screen.findByText('home')).toBeInTheDocument();
  });
  it('logged-in-only pages open for customers', async () => {
    visit('/customer/dashboard/profile', user());
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });
  it('host-only pages send non-hosts home', async () => {
    visit('/vendor/dashboard', user());
    expect(await screen.findByText('home')).toBeInTheDocument();
  });
});
