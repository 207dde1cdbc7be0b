import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartQuery } from '../../../lib/cart.ts';
import { SAVED_CART_ITEM_KEY } from '../../../lib/savedCartItem.ts';
import { currentUserQuery } from '../../../lib/session.ts';
import { emptyCart } from '../../../test/cartFixtures.ts';
import { mockRoutes, offline } from '../../../test/api/mockApi.ts';
import { userFixture } from '../testing/renderAuth.tsx';
import { LogoutPage } from './LogoutPage.tsx';

function renderLogout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(currentUserQuery.queryKey, userFixture());
  client.setQueryData(['account', 'favorites'], [7]);
  client.setQueryData(cartQuery.queryKey, emptyCart());
  const router = createMemoryRouter(
    [
      { path: '/logout', Component: LogoutPage },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: ['/logout'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

beforeEach(() => {
  sessionStorage.setItem('weekends:token', 'abc');
  sessionStorage.setItem(SAVED_CART_ITEM_KEY, '{"itemType":0,"activityId":7}');
  localStorage.setItem('weekends:cart', '{"items":[]}');
  localStorage.setItem('unrelated', 'kept');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

describe('/logout', () => {
  it('clears the stored data, ends the session, waits 2 seconds on "Logging you out…", then goes home', async () => {
    const api = mockRoutes({ 'POST /api/accounts/logout': () => ({ status: 204 }) });
    const started = Date.now();
    const { router, client } = renderLogout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Logging you out…' })).toBeInTheDocument();
    expect(sessionStorage.getItem('weekends:token')).toBeNull();
    expect(localStorage.getItem('weekends:cart')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    await waitFor(() => expect(client.getQueryData(currentUserQuery.queryKey)).toBeNull());
    expect(client.getQueryData(['account', 'favorites'])).toBeUndefined();
    // The cart and the item a visitor saved for it go with the user.
    expect(client.getQueryData(cartQuery.queryKey)).toBeUndefined();
    expect(sessionStorage.getItem(SAVED_CART_ITEM_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/logout');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/accounts/logout' }]);
  });

  it('still forgets the user and goes home when the request fails', async () => {
    mockRoutes({ 'POST /api/accounts/logout': () => offline });
    const { router, client } = renderLogout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(client.getQueryData(currentUserQuery.queryKey)).toBeNull();
  });
});
