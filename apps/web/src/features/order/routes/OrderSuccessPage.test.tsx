import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES, type Order } from '@weekends/shared/checkout';
import strings from '../../../locales/en/order.json';
import { order, orderItem } from '../../../test/cartFixtures.ts';
import { customerFixture, renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import type { CurrentUser } from '@weekends/shared/accounts';
import { ORDER_POLL_MS, ORDER_POLLS } from '../api.ts';
import { OrderSuccessPage } from './OrderSuccessPage.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function stub(answers: (Order | 'missing')[]) {
  let asked = 0;
  const api = mockRoutes({
    'GET /api/orders/55': () => {
      const answer = answers[Math.min(asked++, answers.length - 1)]!;
      return answer === 'missing'
        ? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } }
        : { status: 200, body: answer };
    },
  });
  return api;
}

const paid = () =>
  order(55, {
    items: [
      orderItem(1),
      orderItem(2, {
        title: 'Hatta Kayak Tour',
        date: '2027-01-15',
        validUntil: null,
        description: 'Single kayak',
        quantity: 1,
        total: 12_000,
        voucher: { bookedItemId: 502, code: 'WKV2XYZ', status: 'pending' },
      }),
    ],
    address: 'Villa 12, Al Barsha, Dubai, PO Box 4321, United Arab Emirates',
    couponCode: 'WEEKEND10',
  });

function renderPage(path: string, user: CurrentUser | null = customerFixture) {
  return renderWithProviders(<OrderSuccessPage />, { path, pattern: '/booking/:userId', user });
}

describe('booking success page', () => {
  it('thanks the customer and shows the order, each voucher with its QR code, and the totals', async () => {
    stub([paid()]);
    renderPage('/booking/3?order=55');
    expect(await screen.findByRole('heading', { name: 'Thank you, Layla!' })).toBeInTheDocument();
    expect(screen.getByText('WK-000055')).toBeInTheDocument();
    // 08:05 UTC is 12:05 in Dubai.
    expect(screen.getByText('12:05 11 Jan 2027')).toBeInTheDocument();

    const kayak = screen.getByRole('link', { name: 'Desert Sunset Kayak' }).closest('li')!;
    expect(kayak).toHaveTextContent('Valid until Sat, 6 Feb 2027');
    expect(kayak).toHaveTextContent('Adult × 2');
    expect(within(kayak).getByText('WKV1ABC')).toHaveClass('font-mono');
    expect(within(kayak).getByRole('img', { name: 'QR code of voucher WKV1ABC' })).toHaveAttribute(
      'src',
      '/api/booked-items/501/qr.svg',
    );
    expect(within(kayak).getByRole('link', { name: 'Al Qudra Lakes, Dubai' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=24.83,55.37',
    );

    const hatta = screen.getByRole('link', { name: 'Hatta Kayak Tour' }).closest('li')!;
    expect(hatta).toHaveTextContent('Fri, 15 Jan 2027');
    expect(within(hatta).getByRole('img', { name: 'QR code of voucher WKV2XYZ' })).toBeInTheDocument();

    expect(screen.getByText('Villa 12, Al Barsha, Dubai, PO Box 4321, United Arab Emirates')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Payment summary' });
    expect(within(summary).getByTestId('quote-total')).toHaveTextContent('AED 150');
    expect(within(summary).getByText('VAT included: AED 7.14')).toBeInTheDocument();
  });

  it("names the experience of each weekend pass voucher under the pass's name", async () => {
    const passItem = (id: number, title: string) =>
      orderItem(id, {
        itemType: 1,
        title: 'East Coast Sea Weekend',
        bundleName: 'East Coast Sea Weekend',
        activity: { ...orderItem(id).activity, id: 10 + id, slug: `experience-${id}`, title },
      });
    stub([order(55, { items: [passItem(1, 'Dibba Dhow Cruise'), passItem(2, 'Fujairah Fort Visit')] })]);
    renderPage('/booking/3?order=55');
    const [dhow, fort] = (await screen.findAllByRole('link', { name: 'East Coast Sea Weekend' })).map((link) =>
      link.closest('li')!,
    );
    expect(dhow).toHaveTextContent(strings.passExperience.replace('{{title}}', 'Dibba Dhow Cruise'));
    expect(fort).toHaveTextContent(strings.passExperience.replace('{{title}}', 'Fujairah Fort Visit'));
  });

  it('shows a voucher the customer gave away as given, without its void code or a QR code', async () => {
    stub([
      order(55, {
        items: [orderItem(1, { voucher: { bookedItemId: 501, code: 'WKV1ABC', status: 'gifted' } })],
      }),
    ]);
    renderPage('/booking/3?order=55');
    const kayak = (await screen.findByRole('link', { name: 'Desert Sunset Kayak' })).closest('li')!;
    expect(within(kayak).getByText(strings.voucherStatus.gifted)).toBeInTheDocument();
    expect(within(kayak).getByText(strings.voucherGifted)).toBeInTheDocument();
    expect(within(kayak).queryByText('WKV1ABC')).toBeNull();
    expect(within(kayak).queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('marks each voucher TEST while the server says payments are a test, and none otherwise', async () => {
    stub([paid()]);
    document.documentElement.setAttribute('data-test-mode', '');
    try {
      renderPage('/booking/3?order=55');
      await screen.findByRole('heading', { name: 'Thank you, Layla!' });
      for (const title of ['Desert Sunset Kayak', 'Hatta Kayak Tour']) {
        const item = screen.getByRole('link', { name: title }).closest('li')!;
        expect(within(item).getByText('TEST', { exact: true })).toBeInTheDocument();
      }
    } finally {
      document.documentElement.removeAttribute('data-test-mode');
    }
    cleanup();
    stub([paid()]);
    renderPage('/booking/3?order=55');
    await screen.findByRole('heading', { name: 'Thank you, Layla!' });
    expect(screen.queryByText('TEST', { exact: true })).not.toBeInTheDocument();
  });

  it('links the calendar, the tax invoice and, for a full account, My Bookings', async () => {
    stub([paid()]);
    renderPage('/booking/3?order=55');
    const calendar = await screen.findByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('href', '/api/orders/55/calendar.ics');
    expect(calendar).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Download tax invoice (PDF)' })).toHaveAttribute(
      'href',
      '/api/orders/55/invoice.pdf',
    );
    expect(screen.getByRole('link', { name: 'View in My Bookings' })).toHaveAttribute(
      'href',
      '/customer/dashboard/bookings',
    );
  });

  it("carries the mail link's token to the files, and offers no My Bookings to a guest or a visitor", async () => {
    stub([paid()]);
    renderPage('/booking/3?order=55&token=sig.abc', null);
    expect(await screen.findByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/orders/55/calendar.ics?token=sig.abc',
    );
    expect(screen.getByRole('link', { name: 'Download tax invoice (PDF)' })).toHaveAttribute(
      'href',
      '/api/orders/55/invoice.pdf?token=sig.abc',
    );
    expect(screen.getByRole('img', { name: 'QR code of voucher WKV1ABC' })).toHaveAttribute(
      'src',
      '/api/booked-items/501/qr.svg?token=sig.abc',
    );
    expect(screen.queryByRole('link', { name: 'View in My Bookings' })).not.toBeInTheDocument();
  });

  it('asks again every 2 s while the payment is not confirmed, then shows the booking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stub([
      order(55, { status: 'awaiting_payment', paidAt: null, items: [orderItem(1, { voucher: null })] }),
      paid(),
    ]);
    renderPage('/booking/3?order=55');
    expect(await screen.findByText(CHECKOUT_MESSAGES.paymentPending)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Thank you, Layla!' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('stops asking after a minute and offers to ask again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stub([order(55, { status: 'awaiting_payment', paidAt: null })]);
    renderPage('/booking/3?order=55');
    await screen.findByText(CHECKOUT_MESSAGES.paymentPending);
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * (ORDER_POLLS + 5)));
    expect(await screen.findByText(/We have not heard back from the payment provider yet/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(ORDER_POLLS);
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(api.calls).toHaveLength(ORDER_POLLS + 1));
  });

  it('says so when the order cannot be found', async () => {
    stub(['missing']);
    renderPage('/booking/3?order=55');
    expect(await screen.findByRole('heading', { name: 'We could not find this booking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return To Home' })).toHaveAttribute('href', '/');
  });

  it('sends an unpaid order back to the checkout', async () => {
    stub([order(55, { status: 'expired', paidAt: null })]);
    renderPage('/booking/3?order=55');
    expect(await screen.findByRole('alert')).toHaveTextContent(CHECKOUT_MESSAGES.orderNotPayable);
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it("uses the checkout catalogue's words", () => {
    for (const [key, text] of Object.entries(strings.messages))
      expect(text).toBe(CHECKOUT_MESSAGES[key as keyof typeof CHECKOUT_MESSAGES]);
  });
});
