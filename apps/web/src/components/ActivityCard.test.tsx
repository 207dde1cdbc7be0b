import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { distanceKm, type ActivityCard as ActivityCardData, type CurrentUser } from '@weekends/shared';
import { renderLoginPrompt } from '../features/login-dialog/LoginPrompt.tsx';
import { ActivityCard } from './ActivityCard.tsx';
import { LoginPromptSlot } from './loginPromptSlot.ts';
import { mockRoutes, type RouteHandler } from '../test/api/mockApi.ts';

const base: ActivityCardData = {
  id: 7,
  slug: 'desert-safari',
  title: 'Desert Safari at Sunset',
  isOnline: false,
  submitRequest: false,
  soldOut: false,
  rating: 4.5,
  reviewsCount: 12,
  image: '/uploads/desert.webp',
  city: { id: 1, name: 'Dubai' },
  latitude: 25.0657,
  longitude: 55.1713,
  price: { id: 1, description: 'Adult', price: 30_000, discountedPrice: null, places: 1 },
  placesLeft: null,
};

const customer: CurrentUser = {
  id: 3,
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'layla@example.test',
  phoneNumber: '+971501234567',
  isGuest: false,
  socialLogin: 0,
  isHost: false,
  isCorporate: false,
  isConfirmed: true,
  isAdmin: false,
  staffRole: null,
  isCorporateAdmin: false,
};

/**
 * Who is looking: null for a visitor. The session is seeded in the cache, as the header's request would leave it;
 * undefined leaves it to be asked for.
 */
let sessionUser: CurrentUser | null | undefined = null;

function withQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (sessionUser !== undefined) client.setQueryData(['session', 'me'], sessionUser);
  // The heart opens the app's login pop-up, handed down as the app does (app/providers.tsx).
  return (
    <QueryClientProvider client={client}>
      <LoginPromptSlot value={renderLoginPrompt}>{ui}</LoginPromptSlot>
    </QueryClientProvider>
  );
}

function renderCard(activity: ActivityCardData, position?: { latitude: number; longitude: number } | null) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ActivityCard activity={activity} position={position} /> },
      { path: '/activity/:slug', element: <p>Activity page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(withQueries(<RouterProvider router={router} />));
  return router;
}

/**
 * The favourites API on the fake backend: the ids held, every call recorded ('PUT /api/favorites/7'), and PUT/DELETE
 * answered when the test says.
 */
function favouritesApi(initial: number[]) {
  let ids = [...initial];
  const pending: { resolve: (status: number) => void }[] = [];
  const change: RouteHandler = async ({ method, params }) => {
    const status = await new Promise<number>((resolve) => pending.push({ resolve }));
    const id = Number(params.activityId);
    if (status === 204) ids = method === 'PUT' ? [id, ...ids] : ids.filter((held) => held !== id);
    return status === 204 ? { status } : { status, body: { statusCode: status, code: 'INTERNAL', message: 'boom' } };
  };
  const routes = mockRoutes({
    'GET /api/favorites/ids': () => ({ status: 200, body: ids }),
    'GET /api/favorites': () => ({ status: 200, body: [] }),
    'PUT /api/favorites/{activityId}': change,
    'DELETE /api/favorites/{activityId}': change,
  });
  /** Answers the oldest waiting PUT or DELETE. */
  const answer = async (status: number) => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    pending.shift()!.resolve(status);
  };
  return {
    get calls() {
      return routes.calls.map((call) => `${call.method} ${call.path}`);
    },
    answer,
  };
}

/** The login pop-up asks which social sign-ins there are: none here. */
const loginDialogApi = () =>
  mockRoutes({ 'GET /api/auth/providers': () => ({ status: 200, body: { providers: [] } }) });

describe('ActivityCard', () => {
  beforeEach(() => {
    sessionUser = null;
    favouritesApi([]);
  });
  // The web project runs without Vitest globals, so Testing Library cannot register its own cleanup.
  afterEach(() => {
    cleanup();
  });

  it('shows the struck original price beside the discounted one, and the floored percent off', () => {
    // 300 -> 199 is 33.67% off: the label must say 33, not 34.
    renderCard({ ...base, price: { ...base.price!, discountedPrice: 19_900 } });
    expect(screen.getByText('AED 199')).toBeInTheDocument();
    const struck = screen.getByText('AED 300');
    expect(struck.tagName).toBe('S');
    expect(screen.getByText('33% OFF')).toBeInTheDocument();
  });

  it('shows just the price when there is no discount', () => {
    const { container } = render(
      withQueries(
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <ActivityCard activity={base} /> }])} />,
      ),
    );
    expect(screen.getByText('AED 300')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/% OFF/)).toBeNull();
  });

  it('links to the activity with its image, title and review count', () => {
    renderCard(base);
    expect(screen.getByRole('link', { name: base.title })).toHaveAttribute('href', '/activity/desert-safari');
    expect(screen.getByRole('img', { name: base.title })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
  });

  it("says 'Last N Left' with the real number only when few places are left, and Sold Out when none are", () => {
    renderCard({ ...base, placesLeft: 3 });
    expect(screen.getByText('Last 3 Left')).toBeInTheDocument();
    cleanup();
    renderCard({ ...base, placesLeft: 12 });
    expect(screen.queryByText(/Left/)).not.toBeInTheDocument();
    cleanup();
    renderCard({ ...base, soldOut: true, placesLeft: null });
    expect(screen.getByText('Sold Out')).toBeInTheDocument();
    expect(screen.queryByText(/Left/)).not.toBeInTheDocument();
  });

  it('tags online activities', () => {
    renderCard({ ...base, isOnline: true });
    expect(screen.getByText('ONLINE')).toBeInTheDocument();
  });

  it('has no ONLINE tag for activities in a place', () => {
    renderCard(base);
    expect(screen.queryByText('ONLINE')).toBeNull();
  });

  it('shows the distance only when the visitor position is known', () => {
    renderCard(base, null);
    expect(screen.getByText('Dubai')).toBeInTheDocument();
    expect(screen.queryByText(/km away/)).toBeNull();
  });

  it('shows the distance to 0.1 km when the visitor position is known', () => {
    const visitor = { latitude: 25.2048, longitude: 55.2708 };
    renderCard(base, visitor);
    const km = distanceKm(visitor, { latitude: base.latitude!, longitude: base.longitude! });
    expect(km).toBeGreaterThan(1);
    expect(screen.getByText(`· ${km.toFixed(1)} km away`)).toBeInTheDocument();
  });

  it('does not claim a fake low stock', () => {
    renderCard(base);
    expect(screen.queryByText(/left/i)).toBeNull();
  });

  it("opens the login prompt from a visitor's heart without following the card link or asking for favourites", async () => {
    const api = favouritesApi([]);
    const dialogApi = loginDialogApi();
    const user = userEvent.setup();
    const router = renderCard(base);
    const heart = screen.getByRole('button', { name: 'Add to favourites' });
    expect(heart).toHaveAccessibleDescription(base.title);
    await user.click(heart);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/log in to save experiences/i)).toBeInTheDocument();
    // Favourites need a full account: no guest option here.
    expect(within(dialog).queryByRole('tab', { name: 'Guest' })).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Activity page')).toBeNull();
    expect(api.calls.filter((call) => call.includes('/api/favorites'))).toEqual([]);
    // The pop-up's own request is answered before the test ends.
    await waitFor(() => expect(dialogApi.calls).toHaveLength(1));
  });

  it("opens the login prompt from a guest's heart: guests have no favourites", async () => {
    sessionUser = { ...customer, isGuest: true };
    const api = favouritesApi([]);
    const dialogApi = loginDialogApi();
    const user = userEvent.setup();
    renderCard(base);
    await user.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.includes('/api/favorites'))).toEqual([]);
    await waitFor(() => expect(dialogApi.calls).toHaveLength(1));
  });

  it("fills a customer's heart for a favourite, and empties it only after the removal succeeded", async () => {
    sessionUser = customer;
    const api = favouritesApi([base.id]);
    const user = userEvent.setup();
    renderCard(base);
    const heart = await screen.findByRole('button', { name: 'Remove from favourites', pressed: true });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-busy', 'true');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await api.answer(204);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(heart).toHaveAccessibleName('Add to favourites');
    expect(api.calls).toContain('DELETE /api/favorites/7');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('toggles the heart on only after the call succeeded', async () => {
    sessionUser = customer;
    const api = favouritesApi([]);
    const user = userEvent.setup();
    const router = renderCard(base);
    const heart = await screen.findByRole('button', { name: 'Add to favourites', pressed: false });
    await waitFor(() => expect(api.calls).toContain('GET /api/favorites/ids'));
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await api.answer(204);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(heart).toHaveAccessibleName('Remove from favourites');
    expect(api.calls).toContain('PUT /api/favorites/7');
    expect(router.state.location.pathname).toBe('/');
  });

  it('acts on a press made before it knows who is here, once it does, instead of dropping it', async () => {
    sessionUser = undefined;
    const api = favouritesApi([]);
    let answerSession = (_user: CurrentUser | null) => {};
    mockRoutes({
      'GET /api/accounts/session': async () => {
        const user = await new Promise<CurrentUser | null>((resolve) => (answerSession = resolve));
        return { status: 200, body: { user } };
      },
    });
    const user = userEvent.setup();
    renderCard(base);
    await user.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(api.calls).toEqual([]);
    answerSession(customer);
    await api.answer(204);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(api.calls.filter((call) => !call.startsWith('GET'))).toEqual(['PUT /api/favorites/7']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the heart as it was and says so when the call fails', async () => {
    sessionUser = customer;
    const api = favouritesApi([]);
    const user = userEvent.setup();
    renderCard(base);
    const heart = await screen.findByRole('button', { name: 'Add to favourites', pressed: false });
    await user.click(heart);
    await api.answer(500);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your favourites could not be updated. Please try again.',
    );
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).not.toHaveAttribute('aria-busy');
    // It can be tried again.
    await user.click(heart);
    await api.answer(204);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('navigates to the activity when the title is clicked', async () => {
    const user = userEvent.setup();
    const router = renderCard(base);
    await user.click(screen.getByRole('link', { name: base.title }));
    expect(router.state.location.pathname).toBe('/activity/desert-safari');
  });
});
