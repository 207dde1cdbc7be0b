import '../i18n.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { CorporateAward } from '@weekends/shared';
import { customerFixture, renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { AwardsList } from './AwardsList.tsx';

const award = (id: number, invoice: Partial<CorporateAward['invoice']>): CorporateAward => ({
  id,
  employee: { id: 31, firstName: 'Layla', lastName: 'Haddad', email: 'layla@falcon.test' },
  kind: 'experience',
  title: `Award ${id}`,
  total: 35_000,
  saved: 0,
  note: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  bookingId: id,
  invoice: {
    id,
    number: `CI-2026-00000${id}`,
    amount: 35_000,
    credited: 0,
    issuedAt: '2026-11-01T08:00:00.000Z',
    dueOn: '2026-12-01',
    paidAt: null,
    ...invoice,
  },
});

afterEach(() => {
  cleanup();
});

describe("the corporate's awards", () => {
  it('tells for each invoice whether it is paid, due, partly credited or cancelled with nothing due', async () => {
    const items = [
      award(1, { paidAt: '2026-11-10T08:00:00.000Z' }),
      award(2, {}),
      award(3, { credited: 10_000 }),
      award(4, { credited: 35_000 }),
    ];
    mockRoutes({
      'GET /api/corporate/awards': () => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 10 } }),
    });
    renderWithProviders(<AwardsList />, {
      path: '/corporate-admin',
      user: { ...customerFixture, isCorporateAdmin: true },
    });
    expect(await screen.findByText('paid')).toBeInTheDocument();
    expect(screen.getByText('due Tue, 1 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('due Tue, 1 Dec 2026 · AED 100 credited')).toBeInTheDocument();
    expect(screen.getByText('cancelled, nothing due')).toBeInTheDocument();
  });

  it("isolates the employee's name and keeps the admin's note in the direction it was written", async () => {
    const items = [{ ...award(1, {}), note: 'Thank you for mentoring our new joiners.' }];
    mockRoutes({
      'GET /api/corporate/awards': () => ({ status: 200, body: { items, total: 1, page: 1, pageSize: 10 } }),
    });
    renderWithProviders(<AwardsList />, {
      path: '/corporate-admin',
      user: { ...customerFixture, isCorporateAdmin: true },
    });
    expect((await screen.findByText('Layla Haddad')).tagName).toBe('BDI');
    expect(screen.getByText('“Thank you for mentoring our new joiners.”')).toHaveAttribute('dir', 'auto');
  });
});
