import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, AFTERSALE_MESSAGES, type VoucherDetail } from '@weekends/shared';
import { mockRoutes, type Answer, type MockRequest } from '../../../test/api/mockApi.ts';
import { bookedItem, renderDashboard, voucherDetail } from '../testing/renderDashboard.tsx';
import { activityFixture } from '../../activity/testing/activityFixture.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Routes = Record<string, (request: MockRequest) => Answer | Promise<Answer>>;

function stub(routes: Routes) {
  const api = mockRoutes(routes);
  return api;
}

const ok = (body: unknown): Answer => ({ status: 200, body });
const posts = (api: ReturnType<typeof stub>) => api.calls.filter((call) => call.method === 'POST');

async function openVoucher() {
  renderDashboard('/customer/dashboard/bookings/1');
  return screen.findByRole('region', { name: 'After your purchase' });
}

describe('after your purchase: the windows', () => {
  it('shows until when an open window lasts, in Dubai time', async () => {
    stub({ 'GET /api/booked-items/1': () => ok(voucherDetail()) });
    const actions = within(await openVoucher());
    const cancel = actions.getByRole('button', { name: 'Cancel booking' });
    expect(cancel).toBeEnabled();
    expect(cancel).toHaveAccessibleDescription('Free cancellation until 18:00, 9 Mar 2026.');
    expect(actions.getByRole('button', { name: 'Change date' })).toHaveAccessibleDescription(
      'Change the date until 18:00, 9 Mar 2026.',
    );
    expect(actions.getByRole('button', { name: 'Give as a gift' })).toBeEnabled();
  });

  it("keeps a closed window's button, disabled, with the reason beside it", async () => {
    const voucher = voucherDetail({
      actions: {
        cancel: {
          allowed: false,
          until: '2026-03-09T14:00:00.000Z',
          reason: AFTERSALE_MESSAGES.datedTooLate,
          refund: 25_000,
          itemIds: [1],
        },
        move: { allowed: false, until: '2026-03-09T14:00:00.000Z', reason: AFTERSALE_MESSAGES.moveTooLate },
        gift: { allowed: true, until: null, reason: null },
      },
    });
    const api = stub({ 'GET /api/booked-items/1': () => ok(voucher) });
    const actions = within(await openVoucher());
    const cancel = actions.getByRole('button', { name: 'Cancel booking' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(AFTERSALE_MESSAGES.datedTooLate);
    expect(actions.getByText(AFTERSALE_MESSAGES.datedTooLate)).toBeVisible();
    expect(actions.getByRole('button', { name: 'Change date' })).toBeDisabled();
    expect(actions.getByText(AFTERSALE_MESSAGES.moveTooLate)).toBeVisible();
    expect(actions.getByRole('button', { name: 'Give as a gift' })).toBeEnabled();
    await userEvent.click(cancel);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
  });

  it('offers no date change for a voucher without a date', async () => {
    stub({ 'GET /api/booked-items/1': () => ok(voucherDetail({ date: null, validUntil: '2026-04-25' })) });
    const actions = within(await openVoucher());
    expect(actions.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(actions.queryByRole('button', { name: 'Change date' })).not.toBeInTheDocument();
  });
});

describe('cancelling', () => {
  it('says what is cancelled and what comes back, sends once, and shows the cancelled voucher with its refund', async () => {
    const cancelled = voucherDetail({
      status: 'cancelled',
      history: [
        // A cause recorded in words of its own shows as written; the others are worded by the page.
        { kind: 'paid', cause: 'paid by card', worded: null, at: '2026-03-05T10:05:00.000Z' },
        {
          kind: 'cancelled',
          cause: 'cancelled by the customer',
          worded: { key: 'cancelled', values: {} },
          at: '2026-03-06T08:00:00.000Z',
        },
        {
          kind: 'refunded',
          cause: 'AED 250.00 refunded to the card',
          worded: { key: 'refunded', values: { amount: 25_000 } },
          at: '2026-03-06T08:00:05.000Z',
        },
      ],
      actions: {
        cancel: {
          allowed: false,
          until: '2026-03-09T14:00:00.000Z',
          reason: AFTERSALE_MESSAGES.cancelled,
          refund: 25_000,
          itemIds: [1],
        },
        move: { allowed: false, until: '2026-03-09T14:00:00.000Z', reason: AFTERSALE_MESSAGES.cancelled },
        gift: { allowed: false, until: null, reason: AFTERSALE_MESSAGES.cancelled },
      },
    });
    let current: VoucherDetail = voucherDetail();
    let release: () => void = () => {};
    const api = stub({
      'GET /api/booked-items/1': () => ok(current),
      'POST /api/booked-items/1/cancel': () =>
        new Promise<Answer>((resolve) => {
          release = () => {
            current = cancelled;
            resolve(ok({ cancellationId: 5, refund: 25_000, status: 'refund_pending', itemIds: [1] }));
          };
        }),
    });
    const user = userEvent.setup();
    await user.click(within(await openVoucher()).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your voucher for Experience 1 will be cancelled and can no longer be used.',
    );
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('AED 250');
    expect(dialog).toHaveTextContent('Goes back in full to the card you paid with.');

    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(within(dialog).getByRole('button', { name: 'Wait..' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts(api)).toEqual([{ method: 'POST', path: '/api/booked-items/1/cancel', body: {} }]);

    expect(screen.getByRole('status')).toHaveTextContent(
      'Your booking is cancelled. AED 250 is on its way back to the card you paid with.',
    );
    const sheet = within(screen.getByRole('article'));
    expect(sheet.getByText('Cancelled')).toBeInTheDocument();
    expect(sheet.getByText('This voucher is cancelled and can no longer be used.')).toBeInTheDocument();
    expect(sheet.getByTestId('voucher-code')).toHaveClass('line-through');
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByText('Refunded')).toBeInTheDocument();
    expect(history.getByText('AED 250 refunded to the card')).toBeInTheDocument();
    expect(history.getByText('cancelled by the customer')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'After your purchase' })).getByRole('button', {
        name: 'Cancel booking',
      }),
    ).toBeDisabled();
  });

  it('names every experience of a weekend pass, which is cancelled whole', async () => {
    const pass = voucherDetail({
      itemType: 1,
      title: 'Desert Weekend Pass',
      activity: { ...voucherDetail().activity, title: 'Dune Bashing' },
      actions: {
        ...voucherDetail().actions,
        cancel: { allowed: true, until: '2026-03-09T14:00:00.000Z', reason: null, refund: 60_000, itemIds: [1, 2] },
      },
    });
    stub({
      'GET /api/booked-items/1': () => ok(pass),
      'GET /api/booked-items/2': () =>
        ok(voucherDetail({ ...pass, id: 2, activity: { ...pass.activity, title: 'Stargazing Camp' } })),
    });
    const sheet = await openVoucher();
    // The voucher names the experience it is for under the pass's name: the host at the door reads which.
    expect(screen.getByRole('heading', { level: 1, name: 'Desert Weekend Pass' })).toBeInTheDocument();
    expect(screen.getByText('Experience: Dune Bashing')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(
      'A weekend pass is cancelled whole: all 2 experiences of Desert Weekend Pass will be cancelled and can no longer be used.',
    );
    expect(await within(dialog).findByText('Stargazing Camp')).toBeInTheDocument();
    expect(within(dialog).getByText('Dune Bashing')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('AED 600');
  });

  it('shows a refusal in the pop-up and lets the customer try again', async () => {
    const message = AFTERSALE_MESSAGES.datedTooLate;
    stub({
      'GET /api/booked-items/1': () => ok(voucherDetail()),
      'POST /api/booked-items/1/cancel': () => ({
        status: 409,
        body: { statusCode: 409, code: 'CANCEL_CLOSED', message },
      }),
    });
    const user = userEvent.setup();
    await user.click(within(await openVoucher()).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Confirm cancellation' })).toBeEnabled();
  });
});

describe('changing the date', () => {
  // The whole activity, as GET /api/activities/:slug answers it.
  const activity = activityFixture({
    id: 7,
    slug: 'experience-1',
    title: 'Experience 1',
    dateInput: true,
    days: [
      { id: 1, name: 'Thursday', weekday: 4 },
      { id: 2, name: 'Friday', weekday: 5 },
      { id: 3, name: 'Saturday', weekday: 6 },
    ],
  });

  it("sends the chosen day, shows a full day's 409 message, then the moved voucher", async () => {
    const moved = voucherDetail({
      date: '2026-03-20',
      history: [
        { kind: 'paid', cause: 'paid by card', worded: null, at: '2026-03-05T10:05:00.000Z' },
        {
          kind: 'moved',
          cause: 'moved from 2026-03-13 to 2026-03-20',
          worded: { key: 'moved', values: { from: '2026-03-13', to: '2026-03-20' } },
          at: '2026-03-06T08:00:00.000Z',
        },
      ],
    });
    let full = true;
    const api = stub({
      'GET /api/booked-items/1': () => ok(voucherDetail()),
      'GET /api/activities/experience-1': () => ok(activity),
      'GET /api/activities/7/availability': () => ok({ dateInput: true, left: null, soldOut: false, dates: [] }),
      'POST /api/booked-items/1/move': () =>
        full
          ? {
              status: 409,
              body: { statusCode: 409, code: 'NOT_ENOUGH_PLACES', message: AFTERSALE_MESSAGES.notEnoughPlaces },
            }
          : ok(moved),
    });
    const user = userEvent.setup();
    // A Monday: the calendar opens on March 2026, where the 20th is a Friday.
    vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z'), toFake: ['Date'] });
    await user.click(within(await openVoucher()).getByRole('button', { name: 'Change date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the date' });
    expect(within(dialog).getByText('Booked for').nextElementSibling).toHaveTextContent('Fri, 13 Mar 2026');

    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose the new date.');

    await user.click(await within(dialog).findByRole('button', { name: /choose a date/i }));
    await user.click(within(await screen.findByRole('grid')).getByRole('button', { name: /20 Mar 2026/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(AFTERSALE_MESSAGES.notEnoughPlaces);
    expect(within(dialog).getByRole('button', { name: 'Move booking' })).toBeEnabled();
    expect(posts(api)).toEqual([{ method: 'POST', path: '/api/booked-items/1/move', body: { date: '2026-03-20' } }]);

    full = false;
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    vi.useRealTimers();
    expect(screen.getByRole('status')).toHaveTextContent('Your booking is moved to Fri, 20 Mar 2026.');
    expect(within(screen.getByRole('article')).getByText('Date').nextElementSibling).toHaveTextContent(
      'Fri, 20 Mar 2026',
    );
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByText('Date changed')).toBeInTheDocument();
    expect(history.getByText('moved from Fri, 13 Mar 2026 to Fri, 20 Mar 2026')).toBeInTheDocument();
  });
});

describe('giving as a gift', () => {
  it('checks the e-mail, posts the gift and goes back to Booked Activities saying where it went', async () => {
    const api = stub({
      'GET /api/booked-items/1': () => ok(voucherDetail()),
      'POST /api/booked-items/1/gift': () => ok({ sentTo: 'omar@example.test' }),
      'GET /api/accounts/me/bookings': () => ok({ items: [bookedItem(2)], page: 1, hasMore: false }),
    });
    const user = userEvent.setup();
    await user.click(within(await openVoucher()).getByRole('button', { name: 'Give as a gift' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Give as a gift' }));
    await user.type(dialog.getByLabelText('Their name'), 'Omar');
    await user.type(dialog.getByLabelText('Their e-mail address'), 'omar@example');
    await user.type(dialog.getByLabelText('Your message (optional)'), 'Happy birthday!');
    expect(dialog.getByText('15/500')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send gift' }));
    expect(await dialog.findByText(ACCOUNT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(dialog.getByLabelText('Their e-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(api)).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Their e-mail address'));
    await user.type(dialog.getByLabelText('Their e-mail address'), ' Omar@Example.test ');
    await user.dblClick(dialog.getByRole('button', { name: 'Send gift' }));
    expect(
      await screen.findByText('Your gift is on its way to omar@example.test. The voucher has moved to their account.'),
    ).toBeInTheDocument();
    expect(posts(api)).toEqual([
      {
        method: 'POST',
        path: '/api/booked-items/1/gift',
        body: { name: 'Omar', email: 'omar@example.test', message: 'Happy birthday!' },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Experience 2' })).toBeInTheDocument();
  });

  it("shows the server's refusal on the e-mail field", async () => {
    stub({
      'GET /api/booked-items/1': () => ok(voucherDetail()),
      'POST /api/booked-items/1/gift': () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: AFTERSALE_MESSAGES.giftToSelf,
          fieldErrors: { email: [AFTERSALE_MESSAGES.giftToSelf] },
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(within(await openVoucher()).getByRole('button', { name: 'Give as a gift' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Their name'), 'Me');
    await user.type(dialog.getByLabelText('Their e-mail address'), 'layla@example.test');
    await user.click(dialog.getByRole('button', { name: 'Send gift' }));
    expect(await dialog.findByText(AFTERSALE_MESSAGES.giftToSelf)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send gift' })).toBeEnabled();
  });
});

describe('history and gifts received', () => {
  it('lists the events oldest first, each in words with its Dubai time', async () => {
    stub({
      'GET /api/booked-items/1': () =>
        ok(
          voucherDetail({
            history: [
              {
                kind: 'moved',
                cause: 'moved from 2026-03-13 to 2026-03-20',
                worded: null,
                at: '2026-03-07T09:30:00.000Z',
              },
              { kind: 'gift_received', cause: 'a gift from Omar', worded: null, at: '2026-03-06T12:00:00.000Z' },
              { kind: 'paid', cause: 'paid by card', worded: null, at: '2026-03-05T10:05:00.000Z' },
              { kind: 'reminded', cause: 'reminder e-mailed', worded: null, at: '2026-03-18T05:00:00.000Z' },
            ],
          }),
        ),
    });
    renderDashboard('/customer/dashboard/bookings/1');
    const history = await screen.findByRole('region', { name: 'History' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Paid',
      'Received as a gift',
      'Date changed',
      'Reminder sent',
    ]);
    expect(items[0]).toHaveTextContent('paid by card');
    expect(within(items[0]!).getByText('14:05, 5 Mar 2026')).toHaveAttribute('dateTime', '2026-03-05T10:05:00.000Z');
    expect(items[3]).toHaveTextContent('09:00, 18 Mar 2026');
  });

  it('shows who gave the voucher and their message', async () => {
    stub({
      'GET /api/booked-items/1': () =>
        ok(voucherDetail({ giftFrom: { name: 'Omar Saleh', message: 'Enjoy the dunes!' } })),
    });
    renderDashboard('/customer/dashboard/bookings/1');
    const sheet = within(await screen.findByRole('article'));
    expect(sheet.getByText('A gift from Omar Saleh')).toBeInTheDocument();
    expect(sheet.getByText('Enjoy the dunes!')).toBeInTheDocument();
  });
});

describe('Booked Activities', () => {
  it('marks a cancelled item with a Cancelled chip', async () => {
    stub({
      'GET /api/accounts/me/bookings': () =>
        ok({ items: [bookedItem(1, { status: 'cancelled' }), bookedItem(2)], page: 1, hasMore: false }),
    });
    renderDashboard('/customer/dashboard/bookings');
    const cancelled = within((await screen.findByRole('heading', { name: 'Experience 1' })).closest('li')!);
    expect(cancelled.getByText('Status').nextElementSibling).toHaveTextContent('Cancelled');
    // The experience's photo fades, so a cancelled booking reads as such at a glance.
    expect(cancelled.getByRole('img', { name: 'Open Experience 1' })).toHaveClass('grayscale');
    const pending = within(screen.getByRole('heading', { name: 'Experience 2' }).closest('li')!);
    expect(pending.getByText('Status').nextElementSibling).toHaveTextContent('Pending');
    expect(pending.getByRole('img', { name: 'Open Experience 2' })).not.toHaveClass('grayscale');
  });
});
