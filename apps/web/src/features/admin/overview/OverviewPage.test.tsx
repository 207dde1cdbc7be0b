import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Overview } from '@weekends/shared/admin-overview';
import { mockRoutes, type MockRequest } from '../../../test/api/mockApi.ts';
import { OverviewPage } from './OverviewPage.tsx';
import { rangeDates } from './ranges.ts';

afterEach(() => {
  cleanup();
});

const overview: Overview = {
  from: '2026-02-01',
  to: '2026-03-02',
  interval: 'day',
  totals: { revenue: 1_234_500, bookings: 42, newCustomers: 17, refunds: 30_000 },
  series: [
    { start: '2026-03-01', revenue: 1_000_000, bookings: 30, newCustomers: 10 },
    { start: '2026-03-02', revenue: 234_500, bookings: 12, newCustomers: 7 },
  ],
  topActivities: [{ id: 9, name: 'Mangrove Kayak Tour', slug: 'mangrove-kayak-tour', revenue: 800_000, items: 40 }],
  topHosts: [],
};

function openOverview(path: string) {
  const requests: URLSearchParams[] = [];
  mockRoutes({
    'GET /api/admin/overview': (request: MockRequest) => {
      requests.push(request.query);
      return { status: 200, body: overview };
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider
        router={createMemoryRouter([{ path: '/admin/overview', element: <OverviewPage /> }], {
          initialEntries: [path],
        })}
      />
    </QueryClientProvider>,
  );
  return requests;
}

describe('the overview', () => {
  it('shows the figures, the charts’ figures as tables, and the best sellers', async () => {
    const requests = openOverview('/admin/overview');
    const summary = await screen.findByLabelText('Figures for the period');
    expect(within(summary).getByText('AED 12,345')).toBeInTheDocument();
    expect(within(summary).getByText('42')).toBeInTheDocument();
    expect(within(summary).getByText('AED 300')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'New customers' })).toHaveTextContent('2 Mar7');
    const top = screen.getByRole('region', { name: 'Top activities' });
    expect(within(top).getByRole('link', { name: 'Mangrove Kayak Tour' })).toHaveAttribute(
      'href',
      '/activity/mangrove-kayak-tour',
    );
    expect(
      within(screen.getByRole('region', { name: 'Top hosts' })).getByText('Nothing sold in this period.'),
    ).toBeInTheDocument();
    expect(Object.fromEntries(requests[0]!)).toEqual(rangeDates('days30'));
  });

  it('asks for the period picked', async () => {
    const requests = openOverview('/admin/overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Last 12 months' }));
    await waitFor(() => expect(requests.at(-1)!.get('interval')).toBe('month'));
    expect(screen.getByRole('button', { name: 'Last 12 months' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('rangeDates', () => {
  it('ends today in Dubai and starts on whole weeks and months', () => {
    expect(rangeDates('days30', '2026-03-04')).toEqual({ from: '2026-02-03', to: '2026-03-04', interval: 'day' });
    // 4 March 2026 is a Wednesday: the current week began Monday 2 March; 11 weeks before it, 15 December.
    expect(rangeDates('weeks12', '2026-03-04')).toEqual({ from: '2025-12-15', to: '2026-03-04', interval: 'week' });
    expect(rangeDates('months12', '2026-03-04')).toEqual({ from: '2025-04-01', to: '2026-03-04', interval: 'month' });
  });
});
