import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { bookedItem, myReview, renderDashboard } from '../testing/renderDashboard.tsx';

let api: ReturnType<typeof mockRoutes>;

beforeEach(() => {
  api = mockRoutes({
    'GET /api/favorites': () => ({ status: 200, body: [] }),
    'GET /api/favorites/ids': () => ({ status: 200, body: [] }),
    'GET /api/accounts/me/bookings': () => ({ status: 200, body: { items: [bookedItem(1)], page: 1, hasMore: false } }),
    'GET /api/accounts/me/reviews': () => ({ status: 200, body: [myReview(1)] }),
  });
});
afterEach(() => {
  cleanup();
});

const nav = () => within(screen.getByRole('navigation', { name: 'Customer account' }));

describe('customer dashboard', () => {
  it("shows 'Customer Account' with the customer's name and the five tabs as links", async () => {
    renderDashboard('/customer/dashboard/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Account' })).toBeInTheDocument();
    // The customer's own name, isolated in its own direction; the initials beside it are not words to translate,
    // and a screen reader reads the name, not them.
    expect(screen.getByText('Layla Haddad').tagName).toBe('BDI');
    const initials = screen.getByText('LH');
    expect(initials).toHaveAttribute('translate', 'no');
    expect(initials).toHaveAttribute('aria-hidden', 'true');
    const links = nav().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Account Settings', '/customer/dashboard/profile'],
      ['My Favorite', '/customer/dashboard/favorite'],
      ['Booked Activities', '/customer/dashboard/bookings'],
      ['Reviews/Ratings', '/customer/dashboard/reviews'],
      ['Security and Privacy', '/customer/dashboard/security'],
    ]);
    expect(nav().getByRole('link', { name: 'Account Settings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'Personal Information', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('changes the route with each tab link, and shows that tab', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard('/customer/dashboard/profile');

    await user.click(nav().getByRole('link', { name: 'Booked Activities' }));
    expect(router.state.location.pathname).toBe('/customer/dashboard/bookings');
    expect(screen.getByRole('heading', { level: 2, name: 'Booked Activities' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Experience 1' })).toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'Booked Activities' })).toHaveAttribute('aria-current', 'page');
    expect(nav().getByRole('link', { name: 'Account Settings' })).not.toHaveAttribute('aria-current');

    await user.click(nav().getByRole('link', { name: 'Reviews/Ratings' }));
    expect(router.state.location.pathname).toBe('/customer/dashboard/reviews');
    expect(await screen.findByRole('heading', { name: 'Review 1' })).toBeInTheDocument();

    await user.click(nav().getByRole('link', { name: 'My Favorite' }));
    expect(router.state.location.pathname).toBe('/customer/dashboard/favorite');
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();

    // Back returns to the previous tab: each tab is its own address.
    await waitFor(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/customer/dashboard/reviews');
  });

  it('reaches the tabs by keyboard and opens one with Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard('/customer/dashboard/profile');
    const favourites = nav().getByRole('link', { name: 'My Favorite' });
    for (let i = 0; i < 10 && document.activeElement !== favourites; i++) await user.tab();
    expect(favourites).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/customer/dashboard/favorite');
  });

  it('sends an unknown tab to the profile', async () => {
    const { router } = renderDashboard('/customer/dashboard/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/dashboard/profile'));
    expect(screen.getByRole('tab', { name: 'Personal Information' })).toBeInTheDocument();
  });

  it('loads only the open tab', async () => {
    renderDashboard('/customer/dashboard/reviews');
    await screen.findByRole('heading', { name: 'Review 1' });
    expect(api.calls.map((call) => call.path)).toEqual(['/api/accounts/me/reviews']);
  });
});
