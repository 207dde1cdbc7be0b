import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@weekends/shared/admin-tables';
import { mockRoutes, type MockRequest } from '../../../test/api/mockApi.ts';
import i18n, { loadArabic } from '../../../lib/i18n.ts';
import { AuditPage } from './AuditPage.tsx';
import { changesOf, fieldLabel } from './diff.ts';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  admin: { id: 4, name: 'Noura Saeed', email: 'noura@weekends.ae' },
  action: 'host.reject',
  subjectType: 'host',
  subjectId: 12,
  before: { status: 'pending' },
  after: { status: 'rejected', rejectionReason: 'The licence has expired.' },
  detail: { businessName: 'Masfout Mountain Trails' },
  createdAt: '2026-03-05T20:30:00.000Z',
  ...overrides,
});

function openAudit(path: string, items: AuditEntry[]) {
  const requests: URLSearchParams[] = [];
  mockRoutes({
    'GET /api/admin/audit': (request: MockRequest) => {
      requests.push(request.query);
      return { status: 200, body: { items, total: items.length, page: 1, pageSize: 25 } };
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/audit', element: <AuditPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requests, router };
}

describe("the audit row's record", () => {
  it("names the kind of record in the page's language, and one it does not know as stored", async () => {
    await loadArabic();
    await i18n.changeLanguage('ar');
    openAudit('/admin/audit', [entry({}), entry({ id: 2, subjectType: 'gift_card', subjectId: 3 })]);
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('button', { name: 'مضيف #12' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'gift_card #3' })).toBeInTheDocument();
  });
});

describe('the audit row difference', () => {
  it('lists who, what and when, and opens to each changed field before and after', async () => {
    openAudit('/admin/audit', [entry({})]);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = (await within(table).findByText('host.reject')).closest('tr')!;
    expect(within(row).getByText('Noura Saeed')).toBeInTheDocument();
    // 20:30 UTC is 00:30 the next day in Dubai.
    expect(within(row).getByText('6 Mar 2026, 00:30')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Host #12' })).toBeInTheDocument();

    const toggle = within(row).getByRole('button', { name: /2 changes/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Status, Rejection reason');
    expect(within(row).queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const diff = within(row).getByRole('table');
    const status = within(diff).getByRole('rowheader', { name: 'Status' }).closest('tr')!;
    expect(within(status).getByText('pending').closest('del')).toBeInTheDocument();
    expect(within(status).getByText('rejected').closest('ins')).toBeInTheDocument();
    const reason = within(diff).getByRole('rowheader', { name: 'Rejection reason' }).closest('tr')!;
    expect(within(reason).getByText('(none)').closest('del')).toBeInTheDocument();
    expect(within(reason).getByText('The licence has expired.')).toBeInTheDocument();
    expect(within(row).getByText('Business name')).toBeInTheDocument();
    expect(within(row).getByText('Masfout Mountain Trails')).toBeInTheDocument();
  });

  it('says when nothing was recorded', async () => {
    openAudit('/admin/audit', [entry({ before: null, after: null, detail: {} })]);
    expect(await screen.findByText('Nothing recorded')).toBeInTheDocument();
  });
});

describe('the audit filters', () => {
  it('asks the server for the search, the dates and a row’s admin or subject, and clears them', async () => {
    const { requests, router } = openAudit('/admin/audit', [entry({})]);
    await screen.findByText('host.reject');
    expect(requests[0]!.toString()).toBe('page=1&pageSize=25&sort=createdAt&dir=desc');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Action or subject' }), 'approve{Enter}');
    await waitFor(() => expect(requests.at(-1)!.get('q')).toBe('approve'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(requests.at(-1)!.get('from')).toBe('2026-03-01'));
    expect(requests.at(-1)!.get('q')).toBe('approve');

    await userEvent.click(screen.getByRole('button', { name: /^Noura Saeed noura@weekends\.ae/ }));
    await waitFor(() => expect(requests.at(-1)!.get('adminId')).toBe('4'));
    expect(screen.getByText('Only actions by Noura Saeed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Host #12' }));
    await waitFor(() => expect(requests.at(-1)!.get('subjectId')).toBe('12'));
    expect(requests.at(-1)!.get('subjectType')).toBe('host');
    expect(router.state.location.search).toContain('subjectType=host');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(requests.at(-1)!.toString()).toBe('page=1&pageSize=25&sort=createdAt&dir=desc'));
  });
});

describe('changesOf', () => {
  it('keeps only what changed, nested fields as paths, and every field of a creation or deletion', () => {
    expect(
      changesOf({ status: 'pending', isHost: false, rate: 15 }, { status: 'approved', isHost: true, rate: 15 }),
    ).toEqual([
      { path: 'status', before: 'pending', after: 'approved' },
      { path: 'isHost', before: false, after: true },
    ]);
    expect(changesOf({ address: { cityId: 1, street: 'A' } }, { address: { cityId: 2, street: 'A' } })).toEqual([
      { path: 'address.cityId', before: 1, after: 2 },
    ]);
    expect(changesOf(null, { code: 'EID', percent: 10 })).toEqual([
      { path: 'code', before: null, after: 'EID' },
      { path: 'percent', before: null, after: 10 },
    ]);
    expect(changesOf({ title: 'Spam' }, null)).toEqual([{ path: 'title', before: 'Spam', after: null }]);
    expect(changesOf({ ids: [1, 2] }, { ids: [1, 2] })).toEqual([]);
    expect(changesOf(3, 4)).toEqual([{ path: '', before: 3, after: 4 }]);
    expect(fieldLabel('address.cityId')).toBe('Address › City id');
  });
});
