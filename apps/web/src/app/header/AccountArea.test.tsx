import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@weekends/shared/accounts';
import { currentUserQuery } from '../../lib/session.ts';
import { AccountArea } from './AccountArea.tsx';
import { MobileMenuSheet } from './MobileMenuSheet.tsx';
import { renderWithProviders } from '../../test/fakeApi.tsx';
import { mockRoutes } from '../../test/api/mockApi.ts';

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
  isConfirmed: true,
  isAdmin: false,
  staffRole: null,
  isCorporateAdmin: false,
};

const renderAs = (ui: React.ReactNode, user: CurrentUser | null) =>
  renderWithProviders(ui, { prepare: (client) => client.setQueryData(currentUserQuery.queryKey, user) });

// The web project runs without Vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

describe('AccountArea (desktop header)', () => {
  it('offers Login and Sign Up to a visitor', () => {
    renderAs(<AccountArea />, null);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows a customer's menu: 'Hello {first} {last}', the e-mail and the links, without Host Dashboard", async () => {
    const user = userEvent.setup();
    renderAs(<AccountArea />, customer);
    const trigger = await screen.findByRole('button', { name: 'Account menu for Amira Haddad' });
    expect(trigger).toHaveTextContent('AHAmira');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Amira Haddad').parentElement).toHaveTextContent(/^Hello Amira Haddad$/);
    expect(within(menu).getByText(customer.email)).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Profile', '/customer/dashboard/profile'],
      ['My Booking', '/customer/dashboard/bookings'],
      ['Contact Us', '/contact'],
      ['Logout', '/logout'],
    ]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('adds Host Dashboard for a host', async () => {
    const user = userEvent.setup();
    renderAs(<AccountArea />, { ...customer, isHost: true });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Host Dashboard' })).toHaveAttribute(
      'href',
      '/vendor/dashboard',
    );
  });

  it('adds Back office for an admin, and only for an admin', async () => {
    const user = userEvent.setup();
    renderAs(<AccountArea />, { ...customer, isAdmin: true, staffRole: 'owner' });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Back office' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('menuitem', { name: 'Host Dashboard' })).not.toBeInTheDocument();
  });

  it('adds Corporate dashboard for a corporate admin only', async () => {
    const user = userEvent.setup();
    renderAs(<AccountArea />, { ...customer, isCorporate: true, isCorporateAdmin: true });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Corporate dashboard' })).toHaveAttribute(
      'href',
      '/corporate-admin',
    );
    expect(screen.queryByRole('menuitem', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it('marks a guest and keeps Login and Sign Up (signing up merges the guest account)', () => {
    renderAs(<AccountArea />, { ...customer, isGuest: true });
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });
});

describe('MobileMenuSheet account parts', () => {
  // The sheet also lists categories; none here.
  const renderSheet = (user: CurrentUser | null) => {
    mockRoutes({ 'GET /api/categories': () => ({ status: 200, body: [] }) });
    return renderAs(<MobileMenuSheet onClose={() => {}} returnFocusTo={{ current: null }} />, user);
  };

  it('shows the signed-in customer with the user menu links and Logout', () => {
    renderSheet({ ...customer, isHost: true });
    const account = screen.getByRole('region', { name: 'My account' });
    expect(within(account).getByText('Amira Haddad').parentElement).toHaveTextContent(/^Hello Amira Haddad$/);
    expect(within(account).getByText(customer.email)).toBeInTheDocument();
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/customer/dashboard/profile', '/customer/dashboard/bookings', '/vendor/dashboard', '/contact']);
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('offers Login and Sign Up to a visitor', () => {
    renderSheet(null);
    expect(screen.queryByRole('region', { name: 'My account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
