import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { InterestActivity } from '@weekends/shared/admin-inbox';
import { staffFixture } from '../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { InboxPage } from './InboxPage.tsx';

afterEach(() => {
  cleanup();
});

const activity = (overrides: Partial<InterestActivity>): InterestActivity => ({
  id: 7,
  title: 'Hatta Kayak Sunrise',
  slug: 'hatta-kayak-sunrise',
  onSale: true,
  requests: 3,
  waiting: 3,
  unnotified: 3,
  lastRequestAt: '2026-03-05T08:00:00.000Z',
  ...overrides,
});

function openInbox(path: string, items: InterestActivity[]) {
  const api = mockRoutes({
    'GET /api/admin/inbox/interest-activities': () => ({
      status: 200,
      body: { items, total: items.length, page: 1, pageSize: 25 },
    }),
    'POST /api/admin/inbox/interest-activities/7/notify': () => ({ status: 200, body: { notified: 2 } }),
    'GET /api/admin/inbox/subscribers': () => ({ status: 200, body: { items: [], total: 0, page: 1, pageSize: 25 } }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session', 'me'], staffFixture());
  const router = createMemoryRouter([{ path: '/admin/inbox/:tab', element: <InboxPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}

describe("the Inbox's interest requests", () => {
  it("offers 'Tell them' only for an activity on sale, and says how many were told", async () => {
    const api = openInbox('/admin/inbox/interest', [
      activity({}),
      activity({ id: 8, title: 'Desert Glamping Night', onSale: false }),
    ]);
    const table = await screen.findByRole('table', { name: 'Activities people asked about' });
    const closed = (await within(table).findByText('Desert Glamping Night')).closest('tr')!;
    expect(within(closed).getByRole('button', { name: 'Tell them' })).toBeDisabled();

    const open = within(table).getByText('Hatta Kayak Sunrise').closest('tr')!;
    await userEvent.click(within(open).getByRole('button', { name: 'Tell them' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Tell people that Hatta Kayak Sunrise is open for booking?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the e-mails' }));
    expect(await screen.findByText('Told 2 people that Hatta Kayak Sunrise is open for booking.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('exports subscribers with the filters of the list', async () => {
    openInbox('/admin/inbox/subscribers?q=gmail&status=all&page=2', []);
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute(
      'href',
      '/api/admin/inbox/subscribers.csv?sort=subscribedAt&dir=desc&q=gmail&status=all',
    );
  });
});
