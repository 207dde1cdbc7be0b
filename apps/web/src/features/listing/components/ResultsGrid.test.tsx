import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityCard } from '@weekends/shared';
import { ResultsGrid, type ResultsState } from './ResultsGrid.tsx';

const card = (id: number): ActivityCard => ({
  id,
  slug: `activity-${id}`,
  title: `Activity ${id}`,
  isOnline: false,
  submitRequest: false,
  soldOut: false,
  rating: 4,
  reviewsCount: 1,
  image: `/uploads/${id}.webp`,
  city: null,
  latitude: null,
  longitude: null,
  price: { id, description: 'Adult', price: 10_000, discountedPrice: null, places: 1 },
  placesLeft: null,
});

const state = (patch: Partial<ResultsState>): ResultsState => ({
  items: [],
  status: 'success',
  error: null,
  hasMore: false,
  isFetchingNextPage: false,
  isRefreshing: false,
  isNextPageError: false,
  loadMore: () => undefined,
  retry: () => undefined,
  ...patch,
});

// Cards read the session for their favourite hearts; a visitor here.
const visitorQueries = () => {
  const client = new QueryClient();
  client.setQueryData(['session', 'me'], null);
  return client;
};

const renderGrid = (results: ResultsState) =>
  render(
    <QueryClientProvider client={visitorQueries()}>
      <MemoryRouter>
        <ResultsGrid results={results} position={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('ResultsGrid', () => {
  afterEach(cleanup);

  it('says no results when the first page is empty', () => {
    renderGrid(state({}));
    expect(screen.getByText('Oops! No results found. Try different category')).toBeInTheDocument();
    expect(screen.queryByText(/Keep revisiting/)).toBeNull();
  });

  it('invites to keep revisiting under 10 items with nothing more to load', () => {
    renderGrid(state({ items: [1, 2, 3].map(card) }));
    expect(screen.getAllByRole('link', { name: /Activity/ })).toHaveLength(3);
    expect(screen.getByText('Keep revisiting as more experiences coming every week...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('offers Load More only while more can load', async () => {
    const loadMore = vi.fn();
    renderGrid(state({ items: [1, 2, 3, 4, 5, 6].map(card), hasMore: true, loadMore }));
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(loadMore).toHaveBeenCalledOnce();
    expect(screen.queryByText(/Keep revisiting/)).toBeNull();
  });

  it('shows skeletons, not a message, while the first page loads', () => {
    renderGrid(state({ status: 'pending' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading experiences');
    expect(screen.queryByText(/Oops!/)).toBeNull();
  });

  it('offers a retry when the first page fails', async () => {
    const retry = vi.fn();
    renderGrid(state({ status: 'error', retry }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
