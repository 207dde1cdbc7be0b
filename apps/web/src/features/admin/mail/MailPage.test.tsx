import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminMail, AdminMailDetail } from '@weekends/shared/admin-mail';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { MailPage } from './MailPage.tsx';

afterEach(() => {
  cleanup();
});

const failed: AdminMail = {
  id: 41,
  template: 'booking-confirmation',
  toAddress: 'layla@example.com',
  subject: 'Your booking WK-1042',
  status: 'failed',
  attempts: 3,
  error: '421 try again later',
  createdAt: '2026-03-05T20:30:00.000Z',
  sentAt: null,
};
const detail: AdminMailDetail = {
  ...failed,
  html: '<p>Your <b>booking</b></p><script>parent.alert(1)</script>',
  text: 'Your booking',
  attachments: ['tax-invoice'],
};

function openMail(
  resend: () => { status: number; body?: unknown } = () => ({ status: 200, body: { id: 41, resentAs: 57 } }),
) {
  const lists: URLSearchParams[] = [];
  const api = mockRoutes({
    'GET /api/admin/mail': (request) => {
      lists.push(request.query);
      return {
        status: 200,
        body: { items: [failed], total: 1, page: 1, pageSize: 25, delivery: 'smtp', maxAttempts: 10 },
      };
    },
    'GET /api/admin/mail/{id}': () => ({ status: 200, body: detail }),
    'POST /api/admin/mail/41/resend': resend,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/mail', element: <MailPage /> }], {
    initialEntries: ['/admin/mail?status=failed&q=layla'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, lists };
}

describe('the Mail section', () => {
  it('lists mails with status, attempts and error, filtered on the server', async () => {
    const { lists } = openMail();
    const table = await screen.findByRole('table', { name: 'Mails' });
    const row = (await within(table).findByText('layla@example.com')).closest('tr')!;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('421 try again later')).toBeInTheDocument();
    expect(lists[0]!.get('status')).toBe('failed');
    expect(lists[0]!.get('q')).toBe('layla');
  });

  it('previews the HTML in a sandboxed frame that runs no script, and the text', async () => {
    openMail();
    await userEvent.click(await screen.findByRole('button', { name: /Your booking WK-1042/ }));
    const dialog = await screen.findByRole('dialog');
    const frame = (await within(dialog).findByTitle('The mail as HTML')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(detail.html);
    expect(within(dialog).getByText('Attached when sent: tax-invoice')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Plain text' }));
    expect(within(dialog).getByText('Your booking')).toBeInTheDocument();
  });

  it('resends: queues a copy, says which, and refreshes the list', async () => {
    const { api, lists } = openMail();
    await userEvent.click(await screen.findByRole('button', { name: /Your booking WK-1042/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTitle('The mail as HTML');
    const before = lists.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByText('Queued again as mail #57.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/mail/41/resend')).toHaveLength(1);
    await waitFor(() => expect(lists.length).toBeGreaterThan(before));
  });

  it('keeps the dialog open with the reason when the resend fails', async () => {
    openMail(() => ({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Mail not found' } }));
    await userEvent.click(await screen.findByRole('button', { name: /Your booking WK-1042/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTitle('The mail as HTML');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByText('Mail not found')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend' })).toBeEnabled();
  });
});
