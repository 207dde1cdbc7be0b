import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_MESSAGES, type SandboxSession } from '@weekends/shared/checkout';
import { leaveTo } from '../../../lib/leavePage.ts';
import { mockRoutes, offline, type MockRequest } from '../../../test/api/mockApi.ts';
import { SandboxChallengePage } from './SandboxChallengePage.tsx';
import { SandboxPayPage } from './SandboxPayPage.tsx';

vi.mock('../../../lib/leavePage.ts', () => ({ leaveTo: vi.fn() }));

const BASE = '/api/payments/sandbox/sessions/cs_1';
const RETURN = '/checkout/3?order=55&status=CAPTURED';

function sandboxSession(overrides: Partial<SandboxSession> = {}): SandboxSession {
  return {
    id: 'cs_1',
    status: 'open',
    amount: 15_000,
    currency: 'AED',
    merchant: 'Weekends',
    description: 'Desert Sunset Kayak (Adult × 2)',
    orderNumber: 'WK-000055',
    returnUrl: '/checkout/3?order=55',
    ...overrides,
  };
}

let api: ReturnType<typeof mockRoutes>;
function stub(routes: Parameters<typeof mockRoutes>[0] = {}, session = sandboxSession()) {
  api = mockRoutes({ [`GET ${BASE}`]: () => ({ status: 200, body: session }), ...routes });
}
const posts = (step: string) => api.calls.filter((call) => call.method === 'POST' && call.path === `${BASE}/${step}`);

function renderPage(path = '/pay/sandbox/cs_1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/pay/sandbox/:sessionId', element: <SandboxPayPage /> },
      { path: '/pay/sandbox/:sessionId/challenge', element: <SandboxChallengePage /> },
      { path: '/checkout', element: <p>Checkout page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), '1230');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Layla Haddad');
}

beforeEach(() => vi.mocked(leaveTo).mockClear());
afterEach(() => {
  cleanup();
});

describe('sandbox payment page', () => {
  it('shows who is paid, for which order and how much, and the test cards', async () => {
    stub();
    renderPage();
    expect(await screen.findByTestId('amount')).toHaveTextContent('AED 150');
    expect(screen.getByText('Weekends', { selector: 'span.font-semibold' })).toBeInTheDocument();
    expect(screen.getByText('Order WK-000055')).toBeInTheDocument();
    expect(screen.getByText('Desert Sunset Kayak (Adult × 2)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay AED 150' })).toBeInTheDocument();
    const note = screen.getByRole('complementary', { name: 'Test cards' });
    expect(note).toHaveTextContent('4242 4242 4242 4242 pays');
    expect(note).toHaveTextContent('4000 0000 0000 0002 is declined');
    expect(note).toHaveTextContent('4000 0000 0000 3220 asks for 3-D Secure');
  });

  it('says first that this is a test and which card pays, on the payment page and the 3-D Secure check', async () => {
    stub();
    renderPage();
    await screen.findByTestId('amount');
    const notice = screen.getByRole('note', { name: 'Test mode' });
    expect(notice).toHaveTextContent(
      'Test mode: no real payments. Use the card 4242 4242 4242 4242 with any future expiry date and any CVC.',
    );
    // Above the card form, so it is read before any card is typed.
    expect(notice.compareDocumentPosition(screen.getByLabelText('Card number'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    cleanup();
    stub({}, sandboxSession({ status: 'requires_action' }));
    renderPage('/pay/sandbox/cs_1/challenge');
    expect(await screen.findByRole('note', { name: 'Test mode' })).toHaveTextContent('Test mode: no real payments.');
  });

  it('formats the card number and expiry as typed, left to right in either language, with the browser card autofill names', async () => {
    stub();
    renderPage();
    const user = userEvent.setup();
    const number = await screen.findByLabelText('Card number');
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    const expiry = screen.getByLabelText('Expiry date');
    await user.type(expiry, '1230');
    expect(expiry).toHaveValue('12 / 30');
    expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
    // A card's digits read left to right on an Arabic page too: '4242 …' must not show as '… 4242'.
    for (const field of [number, expiry, screen.getByLabelText('Security code (CVC)')])
      expect(field).toHaveAttribute('dir', 'ltr');
    const note = screen.getByRole('complementary', { name: 'Test cards' });
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 3220'])
      expect(within(note).getByText(card)).toHaveAttribute('dir', 'ltr');
    expect(within(screen.getByRole('note', { name: 'Test mode' })).getByText('4242 4242 4242 4242')).toHaveAttribute(
      'dir',
      'ltr',
    );
  });

  it('names what is wrong on each field, before and after the server checks', async () => {
    stub({
      [`POST ${BASE}/pay`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Invalid input',
          fieldErrors: { expiry: [SANDBOX_MESSAGES.expired] },
        },
      }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay AED 150' }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(SANDBOX_MESSAGES.cardNumber);
    expect(screen.getByLabelText('Expiry date')).toHaveAccessibleDescription(SANDBOX_MESSAGES.expiry);
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription(SANDBOX_MESSAGES.cvc);
    expect(screen.getByLabelText('Name on card')).toHaveAccessibleDescription(SANDBOX_MESSAGES.name);
    expect(posts('pay')).toHaveLength(0);

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay AED 150' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Expiry date')).toHaveAccessibleDescription(SANDBOX_MESSAGES.expired),
    );
    expect(screen.getByRole('button', { name: 'Pay AED 150' })).toBeEnabled();
    expect(posts('pay')[0]?.body).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12 / 30',
      cvc: '123',
      name: 'Layla Haddad',
    });
  });

  it('pays once for a double click and follows the way back to the shop', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    stub({
      [`POST ${BASE}/pay`]: async () => (await gate, { status: 200, body: { next: 'return', redirectUrl: RETURN } }),
    });
    renderPage();
    const user = userEvent.setup();
    await fillCard(user);
    await user.dblClick(screen.getByRole('button', { name: 'Pay AED 150' }));
    expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled();
    release();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(RETURN));
    expect(posts('pay')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled();
  });

  it('a failed request ends the waiting with a message, and the card can be sent again', async () => {
    stub({
      [`POST ${BASE}/pay`]: () => offline,
    });
    renderPage();
    const user = userEvent.setup();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay AED 150' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment could not be sent. Please check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Pay AED 150' })).toBeEnabled();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('goes to the 3-D Secure check, whose Complete sends the browser back to the shop', async () => {
    let status: SandboxSession['status'] = 'open';
    stub({
      [`GET ${BASE}`]: () => ({ status: 200, body: sandboxSession({ status }) }),
      [`POST ${BASE}/pay`]: () => {
        status = 'requires_action';
        return { status: 200, body: { next: 'challenge', redirectUrl: '/pay/sandbox/cs_1/challenge' } };
      },
      [`POST ${BASE}/challenge`]: () => ({ status: 200, body: { next: 'return', redirectUrl: RETURN } }),
    });
    const router = renderPage();
    const user = userEvent.setup();
    await fillCard(user, '4000000000003220');
    await user.click(screen.getByRole('button', { name: 'Pay AED 150' }));
    expect(
      await screen.findByRole('heading', { name: 'Confirm this payment of AED 150 to Weekends' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pay/sandbox/cs_1/challenge');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(RETURN));
    expect(posts('challenge')[0]?.body).toEqual({ outcome: 'complete' });
  });

  it('Fail on the 3-D Secure check also goes back, and a failed answer can be given again', async () => {
    let asked = 0;
    stub(
      {
        [`POST ${BASE}/challenge`]: ({ body }: MockRequest) => {
          if (asked++ === 0) return { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } };
          return {
            status: 200,
            body: {
              next: 'return',
              redirectUrl: `/checkout/3?order=55&status=${(body as { outcome: string }).outcome === 'fail' ? 'DECLINED' : 'CAPTURED'}`,
            },
          };
        },
      },
      sandboxSession({ status: 'requires_action' }),
    );
    renderPage('/pay/sandbox/cs_1/challenge');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment could not be sent.');
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/checkout/3?order=55&status=DECLINED'));
  });

  it('Cancel goes back to the shop without paying', async () => {
    stub({
      [`POST ${BASE}/cancel`]: () => ({
        status: 200,
        body: { next: 'return', redirectUrl: '/checkout/3?order=55&status=CANCELLED' },
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and return to Weekends' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/checkout/3?order=55&status=CANCELLED'));
    expect(posts('cancel')[0]?.body).toEqual({});
  });

  it('says a closed session is no longer open, with the way back to the checkout', async () => {
    stub({}, sandboxSession({ status: 'expired' }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(SANDBOX_MESSAGES.sessionClosed);
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('a session closed while paying (409) says so too', async () => {
    stub({
      [`POST ${BASE}/pay`]: () => ({
        status: 409,
        body: { statusCode: 409, code: 'SESSION_CLOSED', message: SANDBOX_MESSAGES.sessionClosed },
      }),
    });
    renderPage();
    const user = userEvent.setup();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay AED 150' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SANDBOX_MESSAGES.sessionClosed);
    expect(within(document.body).getByRole('link', { name: 'Back to checkout' })).toBeInTheDocument();
  });
});
