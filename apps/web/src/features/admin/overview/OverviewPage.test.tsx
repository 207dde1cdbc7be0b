import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Overview } from '@weekends/shared/admin-overview';
import type { WebVitals } from '@weekends/shared/vitals';
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

const vitals: WebVitals = {
  from: '2026-02-03',
  to: '2026-03-02',
  days: [
    { day: '2026-03-01', page: 'home', name: 'LCP', p75: 1900, samples: 12 },
    { day: '2026-03-02', page: 'home', name: 'LCP', p75: 2710, samples: 9 },
    { day: '2026-03-02', page: 'checkout', name: 'INP', p75: 240, samples: 4 },
    { day: '2026-03-02', page: 'activity', name: 'CLS', p75: 0.04, samples: 11 },
  ],
  totals: [
    { page: 'home', name: 'LCP', p75: 2310, samples: 21 },
    { page: 'checkout', name: 'INP', p75: 240, samples: 4 },
    { page: 'activity', name: 'CLS', p75: 0.04, samples: 11 },
  ],
};

function openOverview(path: string, vitalsAnswer: WebVitals = vitals) {
  const requests: URLSearchParams[] = [];
  mockRoutes({
    'GET /api/admin/overview': (request: MockRequest) => {
      requests.push(request.query);
      return { status: 200, body: overview };
    },
    'GET /api/admin/vitals': () => ({ status: 200, body: vitalsAnswer }),
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

describe('what visitors see', () => {
  it('charts each Core Web Vital as a named image, with the period’s p75 and its rating in a table', async () => {
    openOverview('/admin/overview');
    const section = await screen.findByRole('region', { name: 'What visitors see' });
    await within(section).findByRole('table', { name: 'The 75th percentile over the last 28 days' });
    expect(within(section).getByRole('list', { name: 'Kinds of page' })).toHaveTextContent(
      'HomeActivity pagesCheckout',
    );
    // One chart per metric, each an image named with what it shows and where good ends.
    // Each chart's code loads on its own: wait for the three.
    await waitFor(() => expect(within(section).getAllByRole('img')).toHaveLength(3));
    const images = within(section).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('aria-label'))).toEqual([
      'Largest Contentful Paint: the 75th percentile of each day for each kind of page, 3 Feb to 2 Mar. Good up to 2.5 s. The table below gives the figures.',
      'Interaction to Next Paint: the 75th percentile of each day for each kind of page, 3 Feb to 2 Mar. Good up to 200 ms. The table below gives the figures.',
      'Cumulative Layout Shift: the 75th percentile of each day for each kind of page, 3 Feb to 2 Mar. Good up to 0.1. The table below gives the figures.',
    ]);
    const table = within(section).getByRole('table', { name: 'The 75th percentile over the last 28 days' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Home')).toHaveTextContent('Home2.31 s GoodNo reportNo report21');
    expect(row('Checkout')).toHaveTextContent('CheckoutNo report240 ms Needs improvementNo report4');
    expect(row('Activity pages')).toHaveTextContent('Activity pagesNo reportNo report0.04 Good11');
    // The charts' figures for a screen reader, day by day.
    const lcp = within(section).getByRole('table', {
      name: 'Largest Contentful Paint, the 75th percentile of each day',
    });
    expect(within(lcp).getAllByRole('row')).toHaveLength(1 + 28);
    expect(within(lcp).getByRole('row', { name: /^2 Mar/ })).toHaveTextContent('2 Mar2.71 s');
    expect(within(lcp).getByRole('row', { name: /^28 Feb/ })).toHaveTextContent('28 FebNo report');
  });

  it('says so when no page view has reported yet', async () => {
    openOverview('/admin/overview', { from: '2026-02-03', to: '2026-03-02', days: [], totals: [] });
    const section = await screen.findByRole('region', { name: 'What visitors see' });
    expect(
      await within(section).findByText(
        'No reports yet. Browsers report as visitors leave a page, for a sample of page views.',
      ),
    ).toBeInTheDocument();
  });
});
