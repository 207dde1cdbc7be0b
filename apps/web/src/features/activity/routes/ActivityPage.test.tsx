import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityFixture } from '../testing/activityFixture.ts';
import { customerFixture } from '../../../test/fakeApi.tsx';
import { mockRoutes, serverError } from '../../../test/api/mockApi.ts';
import { DEFAULT_UNITS_PER_DATE } from '@weekends/shared/cart';
import { LoginPromptSlot, type RenderLoginPrompt } from '../../../components/loginPromptSlot.ts';
import { renderLoginPrompt } from '../../login-dialog/LoginPrompt.tsx';
import { ActivityPage } from './ActivityPage.tsx';
import { DESKTOP_QUERY, stubLayoutApis } from '../../../test/layoutStubs.ts';

const kayak = activityFixture();
const balloon = activityFixture({ id: 8, slug: 'hot-air-balloon', title: 'Hot Air Balloon' });

function renderAt(path: string, loginPrompt: RenderLoginPrompt = renderLoginPrompt) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/activity/:slug', element: <ActivityPage /> }], {
    initialEntries: [path],
  });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <LoginPromptSlot value={loginPrompt}>
          <RouterProvider router={router} />
        </LoginPromptSlot>
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

let api: ReturnType<typeof mockRoutes>;

beforeEach(() => {
  api = mockRoutes({
    'GET /api/accounts/session': () => ({ status: 200, body: { user: null } }),
    'GET /api/order-limits': () => ({ status: 200, body: { unitsPerDate: DEFAULT_UNITS_PER_DATE } }),
    'GET /api/activities/desert-sunset-kayak': () => ({ status: 200, body: kayak }),
    'GET /api/activities/hot-air-balloon': () => ({ status: 200, body: balloon }),
    'GET /api/activities/7/reviews': () => ({ status: 200, body: [] }),
    'GET /api/activities/8/reviews': () => ({ status: 200, body: [] }),
    'POST /api/activities/7/views': () => ({ status: 204 }),
    'POST /api/activities/8/views': () => ({ status: 204 }),
    'GET /api/activities/nowhere': () => ({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Activity not found' },
    }),
  });
  // jsdom has no layout APIs; the carousel only needs them to exist. A desktop width, so the price panel is mounted.
  stubLayoutApis(DESKTOP_QUERY);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const views = () => api.calls.filter((call) => call.method === 'POST').map((call) => call.path);

describe('activity page', () => {
  it('renders the activity and records one view, even under StrictMode', async () => {
    renderAt('/activity/desert-sunset-kayak');
    expect(await screen.findByRole('heading', { level: 1, name: 'Desert Sunset Kayak' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adventure' })).toHaveAttribute('href', '/category/adventure');
    expect(screen.getByRole('link', { name: 'Add Review' })).toHaveAttribute('href', '#reviews');
    expect(views()).toEqual(['/api/activities/7/views']);
  });

  it('shows the not-found page for an unknown slug', async () => {
    renderAt('/activity/nowhere');
    expect(await screen.findByRole('heading', { name: 'Oops! This Page Could Not Be Found' })).toBeInTheDocument();
    expect(views()).toEqual([]);
  });

  it('starts afresh on another slug: quantities reset and a view is recorded for it', async () => {
    const user = userEvent.setup();
    const router = renderAt('/activity/desert-sunset-kayak');
    const panel = within(await screen.findByRole('region', { name: 'Book this experience' }));
    await user.click(panel.getByRole('button', { name: 'Add one Adult' }));
    expect(panel.getByTestId('panel-total')).toHaveTextContent('AED 75');

    await act(() => router.navigate('/activity/hot-air-balloon'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot Air Balloon' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Book this experience' })).getByTestId('panel-total'),
    ).toHaveTextContent('AED 0');
    expect(views()).toEqual(['/api/activities/7/views', '/api/activities/8/views']);
  });

  it('offers a retry when the activity cannot be loaded', async () => {
    mockRoutes({ 'GET /api/activities/desert-sunset-kayak': () => serverError });
    renderAt('/activity/desert-sunset-kayak');
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it("shows a customer's favourite heart filled on the page", async () => {
    mockRoutes({
      'GET /api/accounts/session': () => ({ status: 200, body: { user: customerFixture } }),
      'GET /api/favorites/ids': () => ({ status: 200, body: [7] }),
      'GET /api/activities/desert-sunset-kayak': () => ({ status: 200, body: kayak }),
      'GET /api/activities/7/reviews': () => ({ status: 200, body: [] }),
      'POST /api/activities/7/views': () => ({ status: 204 }),
    });
    renderAt('/activity/desert-sunset-kayak');
    expect(await screen.findByRole('button', { name: 'Remove from favourites', pressed: true })).toBeInTheDocument();
  });

  it("opens the login prompt, with why, from a visitor's heart on the page", async () => {
    const user = userEvent.setup();
    // The pop-up as a plain stand-in: the page's wiring is what is tested here; the pop-up itself, whose code loads
    // on first opening, in ActivityCard.test.tsx and the login dialog's own tests.
    renderAt('/activity/desert-sunset-kayak', ({ open, reason }) => (open ? <div role="dialog">{reason}</div> : null));
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'You need to log in to save experiences to your favourites.',
    );
    expect(api.calls.some((call) => call.path.startsWith('/api/favorites'))).toBe(false);
  });
});
