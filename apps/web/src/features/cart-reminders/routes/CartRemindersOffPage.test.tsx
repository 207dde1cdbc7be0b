import { StrictMode } from 'react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMINDER_MESSAGES } from '@weekends/shared/reminders';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes, serverError } from '../../../test/api/mockApi.ts';
import { CartRemindersOffPage } from './CartRemindersOffPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LINK = '/cart-reminders/off?token=12.abc.def';
const done = { status: 200, body: { message: REMINDER_MESSAGES.cartRemindersOff } };
const renderPage = (path = LINK) =>
  renderWithProviders(
    <StrictMode>
      <CartRemindersOffPage />
    </StrictMode>,
    { path },
  );

describe('CartRemindersOffPage', () => {
  it('turns the reminders off once on load (StrictMode too) and says so', async () => {
    let answer!: (value: typeof done) => void;
    const api = mockRoutes({ 'POST /api/cart-reminders/off': () => new Promise((resolve) => (answer = resolve)) });
    renderPage();

    expect(await screen.findByRole('status')).toHaveTextContent('Turning off cart reminders…');
    answer(done);
    expect(await screen.findByText(REMINDER_MESSAGES.cartRemindersOff)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart reminders are off' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/cart-reminders/off', body: { token: '12.abc.def' } }]);
  });

  it("shows the server's words for a forged link, without Try again", async () => {
    const invalid = {
      status: 400,
      body: { statusCode: 400, code: 'CART_REMINDERS_OFF_INVALID', message: REMINDER_MESSAGES.cartRemindersOffInvalid },
    };
    mockRoutes({ 'POST /api/cart-reminders/off': () => invalid });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(REMINDER_MESSAGES.cartRemindersOffInvalid);
    expect(screen.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('calls nothing for a link without its token and says so', async () => {
    const api = mockRoutes({});
    renderPage('/cart-reminders/off');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(api.calls).toEqual([]);
  });

  it('offers Try again after a failed request, and succeeds with it', async () => {
    let fail = true;
    const api = mockRoutes({ 'POST /api/cart-reminders/off': () => (fail ? serverError : done) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach Weekends to turn the reminders off.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(REMINDER_MESSAGES.cartRemindersOff)).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });
});
