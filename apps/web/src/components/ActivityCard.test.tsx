import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { distanceKm, type ActivityCard as ActivityCardData } from '@weekends/shared';
import { ActivityCard } from './ActivityCard.tsx';

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
  price: { id: 1, description: 'Adult', price: 30_000, discountedPrice: null },
};

function renderCard(activity: ActivityCardData, position?: { latitude: number; longitude: number } | null) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ActivityCard activity={activity} position={position} /> },
      { path: '/activity/:slug', element: <p>Activity page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ActivityCard', () => {
  // The web project runs without Vitest globals, so Testing Library cannot register its own cleanup.
  afterEach(cleanup);

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
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <ActivityCard activity={base} /> }])} />,
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

  it('opens the login prompt from the heart without following the card link', async () => {
    const user = userEvent.setup();
    const router = renderCard(base);
    await user.click(screen.getByRole('button', { name: /save desert safari at sunset to favourites/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/log in to save experiences/i)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Activity page')).toBeNull();
  });

  it('navigates to the activity when the title is clicked', async () => {
    const user = userEvent.setup();
    const router = renderCard(base);
    await user.click(screen.getByRole('link', { name: base.title }));
    expect(router.state.location.pathname).toBe('/activity/desert-safari');
  });
});
