import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { bookedItem, renderDashboard, voucherDetail } from '../testing/renderDashboard.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const voucher = voucherDetail;

function stub(answer: { status: number; body?: unknown }) {
  const api = mockRoutes({ 'GET /api/booked-items/1': () => answer });
  return api;
}

describe('voucher page', () => {
  it('shows the code large with its QR code, the day, where with a map link, and how to redeem', async () => {
    stub({ status: 200, body: voucher() });
    renderDashboard('/customer/dashboard/bookings/1');
    const sheet = await screen.findByRole('article', { name: 'Experience 1' });
    expect(within(sheet).getByTestId('voucher-code')).toHaveTextContent('V0000001');
    expect(within(sheet).getByTestId('voucher-code')).toHaveClass('font-mono');
    expect(within(sheet).getByRole('img', { name: 'QR code of voucher V0000001' })).toHaveAttribute(
      'src',
      '/api/booked-items/1/qr.svg',
    );
    expect(sheet).toHaveTextContent('For Layla Haddad');
    expect(within(sheet).getByText('Date').nextElementSibling).toHaveTextContent('Fri, 13 Mar 2026');
    expect(within(sheet).getByText('Quantity').nextElementSibling).toHaveTextContent('Adult × 2');
    expect(within(sheet).getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=24.83,55.37',
    );
    expect(within(sheet).getByText('How to redeem').nextElementSibling).toHaveTextContent(
      'Show your voucher at the desk.',
    );
    expect(within(sheet).getByText('WK-000055')).toBeInTheDocument();
    expect(within(sheet).getByText('Pending')).toBeInTheDocument();
  });

  it('marks the voucher TEST while the server says payments are a test, and not otherwise', async () => {
    stub({ status: 200, body: voucher() });
    document.documentElement.setAttribute('data-test-mode', '');
    try {
      renderDashboard('/customer/dashboard/bookings/1');
      const sheet = await screen.findByRole('article', { name: 'Experience 1' });
      const mark = within(sheet).getByText('TEST', { exact: true });
      expect(mark.closest('[data-test-mode-badge]')).toHaveTextContent('TEST: not a real booking');
    } finally {
      document.documentElement.removeAttribute('data-test-mode');
    }
    cleanup();
    stub({ status: 200, body: voucher() });
    renderDashboard('/customer/dashboard/bookings/1');
    const sheet = await screen.findByRole('article', { name: 'Experience 1' });
    expect(within(sheet).queryByText('TEST', { exact: true })).not.toBeInTheDocument();
    expect(sheet.querySelector('[data-test-mode-badge]')).toBeNull();
  });

  it('prints with the Print button, and leads back to Booked Activities', async () => {
    stub({ status: 200, body: voucher() });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderDashboard('/customer/dashboard/bookings/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Booked Activities' })).toHaveAttribute(
      'href',
      '/customer/dashboard/bookings',
    );
  });

  it("says when the voucher is not the customer's or does not exist", async () => {
    stub({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } });
    renderDashboard('/customer/dashboard/bookings/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This voucher could not be found.');
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('opens from the View voucher link of Booked Activities', async () => {
    mockRoutes({
      'GET /api/accounts/me/bookings': () => ({
        status: 200,
        body: { items: [bookedItem(1)], page: 1, hasMore: false },
      }),
      'GET /api/booked-items/1': () => ({ status: 200, body: voucher() }),
    });
    renderDashboard('/customer/dashboard/bookings');
    await userEvent.click(await screen.findByRole('link', { name: 'View voucher of Experience 1' }));
    expect(await screen.findByTestId('voucher-code')).toHaveTextContent('V0000001');
  });
});
