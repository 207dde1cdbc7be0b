import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmOrderAnswer } from '@weekends/shared/checkout';
import { CHECKOUT_MESSAGES } from '@weekends/shared/checkout';
import { cartItem, cartOf, order } from '../../../test/cartFixtures.ts';
import { customerFixture } from '../../../test/fakeApi.tsx';
import { mockRoutes, offline } from '../../../test/api/mockApi.ts';
import { CONFIRM_POLLS, CONFIRM_POLL_MS } from '../api.ts';
import { renderCheckout } from '../testing/renderCheckout.tsx';

vi.mock('../../../lib/leavePage.ts', () => ({ leaveTo: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The checkout's API, with the confirm answers given in turn (the last repeats). */
function stub(statuses: ConfirmOrderAnswer['status'][]) {
  let asked = 0;
  const api = mockRoutes({
    'GET /api/cart': () => ({ status: 200, body: cartOf([cartItem(11)]) }),
    'GET /api/addresses': () => ({ status: 200, body: [] }),
    'POST /api/orders/55/confirm': () => {
      const status = statuses[Math.min(asked++, statuses.length - 1)]!;
      return {
        status: 200,
        body: { status, order: order(55, { status: status === 'CAPTURED' ? 'paid' : 'awaiting_payment' }) },
      };
    },
  });
  return api;
}
const confirms = (api: ReturnType<typeof stub>) => api.calls.filter((call) => call.path === '/api/orders/55/confirm');

describe('back from the payment page', () => {
  it('CAPTURED: goes on to the success page, replacing the return address', async () => {
    const api = stub(['CAPTURED']);
    const { router } = renderCheckout('/checkout/3?order=55&status=CAPTURED', customerFixture);
    expect(await screen.findByText('Now at /booking/3?order=55')).toBeInTheDocument();
    expect(confirms(api)).toEqual([{ method: 'POST', path: '/api/orders/55/confirm', body: { status: 'CAPTURED' } }]);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['DECLINED', CHECKOUT_MESSAGES.declined],
    ['CANCELLED', CHECKOUT_MESSAGES.cancelled],
    ['EXPIRED', CHECKOUT_MESSAGES.expired],
    ['REFUNDED', CHECKOUT_MESSAGES.refunded],
  ] as const)('%s: shows the cart as it was with the reason, and cleans the address', async (status, message) => {
    stub([status]);
    const { router } = renderCheckout(
      `/checkout/3?order=55&status=${status === 'EXPIRED' || status === 'REFUNDED' ? 'CAPTURED' : status}`,
      customerFixture,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Desert Sunset Kayak' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/checkout/3');
  });

  it('a failed question says so and can be asked again', async () => {
    let asked = 0;
    mockRoutes({
      'GET /api/cart': () => ({ status: 200, body: cartOf([cartItem(11)]) }),
      'POST /api/orders/55/confirm': () => {
        if (asked++ === 0) return offline;
        return { status: 200, body: { status: 'CAPTURED', order: order(55) } };
      },
    });
    renderCheckout('/checkout/3?order=55&status=CAPTURED', customerFixture);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your payment.');
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Now at /booking/3?order=55')).toBeInTheDocument();
  });

  it('PENDING: says it waits for the provider and asks again every 2 s until CAPTURED', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stub(['PENDING', 'PENDING', 'CAPTURED']);
    renderCheckout('/checkout/3?order=55&status=CAPTURED', customerFixture);
    expect(await screen.findByText(CHECKOUT_MESSAGES.paymentPending)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS));
    await waitFor(() => expect(confirms(api)).toHaveLength(2));
    expect(screen.getByText(CHECKOUT_MESSAGES.paymentPending)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS));
    expect(await screen.findByText('Now at /booking/3?order=55')).toBeInTheDocument();
    expect(confirms(api)).toHaveLength(3);
  });

  it('PENDING for a minute: stops asking, says so, and Check again starts over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stub(['PENDING']);
    renderCheckout('/checkout/3?order=55&status=CAPTURED', customerFixture);
    await screen.findByText(CHECKOUT_MESSAGES.paymentPending);
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * (CONFIRM_POLLS + 5)));
    expect(await screen.findByText(/We have not heard back from the payment provider yet/)).toBeInTheDocument();
    expect(confirms(api)).toHaveLength(CONFIRM_POLLS);
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(confirms(api)).toHaveLength(CONFIRM_POLLS + 1));
    expect(screen.getByText(CHECKOUT_MESSAGES.paymentPending)).toBeInTheDocument();
  });
});
