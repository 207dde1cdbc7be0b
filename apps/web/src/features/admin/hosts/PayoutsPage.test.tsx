import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_HOSTS_MESSAGES, type AdminPayoutRow } from '@weekends/shared/admin-hosts';
import { staffFixture } from '../../../test/fakeApi.tsx';
import { mockRoutes, type Answer, type MockRequest } from '../../../test/api/mockApi.ts';
import { PayoutsPage } from './PayoutsPage.tsx';

afterEach(() => {
  cleanup();
});

const oasis: AdminPayoutRow = {
  hostId: 7,
  businessName: 'Oasis Adventures',
  redeemedItems: 3,
  amountDue: 24_050,
  paid: 4_000,
  due: 20_050,
  hasBankDetails: true,
  suggestedReference: 'WKND-202605-H7',
};

/** The payouts page of May 2026 against a fake API whose list shows `rows()` and whose POST answers `answer`. */
function openPayouts(
  answer: (request: MockRequest) => Answer | Promise<Answer>,
  rows: () => AdminPayoutRow[] = () => [oasis],
) {
  const lists: URLSearchParams[] = [];
  const api = mockRoutes({
    'GET /api/admin/payouts': (request) => {
      lists.push(request.query);
      const items = rows();
      return {
        status: 200,
        body: {
          items,
          total: items.length,
          page: 1,
          pageSize: 25,
          month: '2026-05',
          totalDue: items.reduce((sum, r) => sum + r.due, 0),
        },
      };
    },
    'POST /api/admin/payouts': answer,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session', 'me'], staffFixture());
  const router = createMemoryRouter([{ path: '/admin/payouts', element: <PayoutsPage /> }], {
    initialEntries: ['/admin/payouts?month=2026-05'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, lists };
}

const posts = (api: ReturnType<typeof mockRoutes>) => api.calls.filter((c) => c.method === 'POST');

describe('marking a payout paid', () => {
  it('sends the due shown, in fils, with the reference; one press is one request; the list refreshes', async () => {
    let paid = false;
    let release: () => void = () => {};
    const { api, lists } = openPayouts(
      async (request) => {
        await new Promise<void>((resolve) => (release = resolve));
        paid = true;
        const body = request.body as { amount: number; reference: string };
        return {
          status: 201,
          body: { id: 1, hostId: 7, month: '2026-05', amount: body.amount, reference: body.reference, due: 0 },
        };
      },
      () => (paid ? [{ ...oasis, paid: 24_050, due: 0 }] : [oasis]),
    );
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Payouts of the month' });
    expect(lists[0]!.get('month')).toBe('2026-05');
    expect(await screen.findByText('Due for May 2026: AED 200.50')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'PDF statement of Oasis Adventures for May 2026' })).toHaveAttribute(
      'href',
      '/api/admin/hosts/7/payouts/2026-05/statement.pdf?language=en',
    );
    expect(screen.getByRole('link', { name: 'Payout CSV for the bank' })).toHaveAttribute(
      'href',
      '/api/admin/payouts/export.csv?month=2026-05',
    );

    await user.click(within(table).getByRole('button', { name: 'Mark paid: Oasis Adventures' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Oasis Adventures paid for May 2026' });
    expect(within(dialog).getByLabelText('Amount paid')).toHaveValue('200.50');
    const reference = within(dialog).getByLabelText('Bank reference');
    expect(reference).toHaveValue('WKND-202605-H7');
    await user.clear(reference);
    await user.type(reference, 'FT26060001');

    const submit = within(dialog).getByRole('button', { name: 'Record payout' });
    await user.click(submit);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /wait/i })).toBeDisabled());
    await user.click(within(dialog).getByRole('button', { name: /wait/i }));
    expect(posts(api)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/payouts',
        body: { hostId: 7, month: '2026-05', amount: 20_050, reference: 'FT26060001', expectedDue: 20_050 },
      },
    ]);

    release();
    expect(await screen.findByText('The payout of AED 200.50 to Oasis Adventures was recorded.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Refetched: nothing due for the month, the row settled.
    expect(await screen.findByText('Due for May 2026: AED 0')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Mark paid: Oasis Adventures' })).not.toBeInTheDocument();
  });

  it('records a part payment and refuses more than the due or no reference before sending', async () => {
    const { api } = openPayouts((request) => {
      // The recorded payout, without the expectedDue that was only the request's.
      const { amount, reference } = request.body as { amount: number; reference: string };
      return { status: 201, body: { id: 2, hostId: 7, month: '2026-05', amount, reference, due: 50 } };
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark paid: Oasis Adventures' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Amount paid');
    await user.clear(amount);
    await user.type(amount, '200.51');
    await user.clear(within(dialog).getByLabelText('Bank reference'));
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(within(dialog).getByText(ADMIN_HOSTS_MESSAGES.amountTooHigh)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_HOSTS_MESSAGES.referenceRequired)).toBeInTheDocument();
    expect(posts(api)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '200');
    await user.type(within(dialog).getByLabelText('Bank reference'), 'PART-1');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]!.body).toEqual({
      hostId: 7,
      month: '2026-05',
      amount: 20_000,
      reference: 'PART-1',
      expectedDue: 20_050,
    });
  });

  it('keeps the dialog open with the reason when the due changed meanwhile (another admin, or a second tab)', async () => {
    openPayouts(() => ({
      status: 409,
      body: { statusCode: 409, code: 'DUE_CHANGED', message: ADMIN_HOSTS_MESSAGES.dueChanged },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark paid: Oasis Adventures' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(await within(dialog).findByText(ADMIN_HOSTS_MESSAGES.dueChanged)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Record payout' })).toBeEnabled();
  });
});
