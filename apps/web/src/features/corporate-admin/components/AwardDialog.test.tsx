import '../i18n.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatAed, type AwardCatalog, type CorporateAward } from '@weekends/shared';
import { customerFixture, renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes, type MockRequest } from '../../../test/api/mockApi.ts';
import { AwardDialog } from './AwardDialog.tsx';

const catalog: AwardCatalog = {
  experiences: [
    {
      id: 11,
      title: 'Desert Safari',
      image: null,
      city: 'Dubai',
      dateInput: true,
      weekdays: [4, 5, 6],
      options: [
        { id: 101, description: 'Adult', price: 20_000, discountedPrice: 15_000 },
        { id: 102, description: 'Child', price: 10_000, discountedPrice: null },
      ],
    },
  ],
  passes: [
    {
      id: 7,
      name: 'Team Weekend Pass',
      image: null,
      experiences: [
        {
          activityId: 11,
          title: 'Desert Safari',
          dateInput: true,
          weekdays: [5],
          option: { id: 101, description: 'Adult', price: 20_000, discountedPrice: 15_000 },
          discountPercent: 10,
        },
        {
          activityId: 12,
          title: 'Spa Day',
          dateInput: false,
          weekdays: [],
          option: { id: 201, description: 'Voucher', price: 35_000, discountedPrice: null },
          discountPercent: 20,
        },
      ],
    },
  ],
};
const employees = {
  items: [
    {
      id: 31,
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'layla@falcon.test',
      isConfirmed: true,
      isCorporateAdmin: false,
      awards: 1,
      joinedAt: '2026-10-01T08:00:00.000Z',
    },
    {
      id: 32,
      firstName: 'Omar',
      lastName: 'Khalifa',
      email: 'omar@falcon.test',
      isConfirmed: true,
      isCorporateAdmin: false,
      awards: 0,
      joinedAt: '2026-10-02T08:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
};
/** What POST /api/corporate/awards answers: the whole award with its invoice, as the server sends it. */
const awarded = (award: Pick<CorporateAward, 'employee' | 'kind' | 'title' | 'total' | 'saved' | 'note'>) => ({
  id: 1,
  createdAt: '2026-11-20T08:00:00.000Z',
  bookingId: 90,
  invoice: {
    id: 1,
    number: 'CI-2026-000001',
    amount: award.total,
    credited: 0,
    issuedAt: '2026-11-20T08:00:00.000Z',
    dueOn: '2026-12-20',
    paidAt: null,
  },
  ...award,
});
// The Child option at its list price, to Omar.
const given: CorporateAward = awarded({
  employee: { id: 32, firstName: 'Omar', lastName: 'Khalifa', email: 'omar@falcon.test' },
  kind: 'experience',
  title: 'Desert Safari',
  total: 10_000,
  saved: 0,
  note: 'Thank you!',
});
// The pass to Layla: 150.00 less 10% and 350.00 less 20%; saved is the list prices less that.
const passGiven: CorporateAward = awarded({
  employee: { id: 31, firstName: 'Layla', lastName: 'Haddad', email: 'layla@falcon.test' },
  kind: 'pass',
  title: 'Team Weekend Pass',
  total: 13_500 + 28_000,
  saved: 20_000 + 35_000 - 41_500,
  note: null,
});

function setUp(
  answer: (request: MockRequest) => { status: number; body?: unknown } = () => ({ status: 201, body: given }),
) {
  const api = mockRoutes({
    'GET /api/corporate/catalog': () => ({ status: 200, body: catalog }),
    'GET /api/corporate/employees': () => ({ status: 200, body: employees }),
    'POST /api/corporate/awards': answer,
  });
  const onAwarded = vi.fn();
  renderWithProviders(<AwardDialog corporateName="Falcon Labs" onClose={() => {}} onAwarded={onAwarded} />, {
    user: { ...customerFixture, isCorporateAdmin: true },
  });
  return { api, onAwarded, user: userEvent.setup() };
}

const posted = (api: ReturnType<typeof mockRoutes>) => api.calls.filter((c) => c.method === 'POST');

afterEach(() => {
  cleanup();
});

describe('Award an experience', () => {
  it('finds an experience, prices the chosen option as the server will invoice it, asks for a date and an employee, then gives it', async () => {
    const { api, onAwarded, user } = setUp();
    await user.type(screen.getByLabelText('Search experiences and weekend passes'), 'safari');
    await user.click(await screen.findByRole('button', { name: /Desert Safari\s*Dubai/ }));

    // The first option at its discounted price, then the other one.
    expect(screen.getByTestId('award-total')).toHaveTextContent(formatAed(15_000));
    expect(screen.getByText(/List price/)).toHaveTextContent(formatAed(20_000));
    await user.click(screen.getByRole('radio', { name: /Child/ }));
    expect(screen.getByTestId('award-total')).toHaveTextContent(formatAed(10_000));
    expect(screen.getByText('Falcon Labs will be invoiced')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm award' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a date.');
    expect(screen.getByText('On Thursday, Friday and Saturday, from tomorrow.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Date'), '2030-01-04');

    await user.click(screen.getByRole('button', { name: 'Confirm award' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an employee.');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Employee'), '32');
    await user.type(screen.getByLabelText(/Your note/), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Confirm award' }));

    await waitFor(() => expect(onAwarded).toHaveBeenCalledWith(given));
    expect(posted(api)).toEqual([
      {
        method: 'POST',
        path: '/api/corporate/awards',
        body: {
          kind: 'experience',
          employeeId: 32,
          activityId: 11,
          priceOptionId: 102,
          date: '2030-01-04',
          note: 'Thank you!',
        },
      },
    ]);
  });

  it('gives a weekend pass with a date for each experience that asks for one, at the pass price', async () => {
    const { api, onAwarded, user } = setUp(() => ({ status: 201, body: passGiven }));
    await user.type(screen.getByLabelText('Search experiences and weekend passes'), 'team');
    await user.click(await screen.findByRole('button', { name: /Team Weekend Pass/ }));
    // 150.00 less 10% and 350.00 less 20%.
    expect(screen.getByTestId('award-total')).toHaveTextContent(formatAed(13_500 + 28_000));
    expect(screen.queryByLabelText('Date for Spa Day')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Date for Desert Safari'), '2030-01-04');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Employee'), '31');
    await user.click(screen.getByRole('button', { name: 'Confirm award' }));
    await waitFor(() => expect(onAwarded).toHaveBeenCalledWith(passGiven));
    expect(posted(api)[0]!.body).toEqual({
      kind: 'pass',
      employeeId: 31,
      bundleId: 7,
      dates: { '11': '2030-01-04' },
      note: '',
    });
  });

  it("shows the server's refusal (sold out) and gives nothing", async () => {
    const { onAwarded, user } = setUp(() => ({
      status: 409,
      body: { statusCode: 409, code: 'SOLD_OUT', message: 'Desert Safari is sold out on that date.' },
    }));
    await user.type(screen.getByLabelText('Search experiences and weekend passes'), 'safari');
    const results = await screen.findByRole('button', { name: /Desert Safari\s*Dubai/ });
    await user.click(results);
    await user.type(screen.getByLabelText('Date'), '2030-01-04');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Employee'), '31');
    await user.click(screen.getByRole('button', { name: 'Confirm award' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Desert Safari is sold out on that date.');
    expect(onAwarded).not.toHaveBeenCalled();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm award' })).toBeEnabled();
  });
});
