import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECURITY_MESSAGES, type SecurityOverview } from '@weekends/shared';
import { ReverifyHost } from '../../../components/factors/ReverifyHost.tsx';
import { mockAnswers, mockRoutes } from '../../../test/api/mockApi.ts';
import { AuthenticatorSection } from './AuthenticatorSection.tsx';

afterEach(cleanup);

const CODES = Array.from({ length: 10 }, (_, i) => `ABCD${i}-EFGH${i}`.replace(/[01]/g, 'K'));

const overview = (overrides: Partial<SecurityOverview> = {}): SecurityOverview => ({
  required: false,
  authenticator: { enabled: false, confirmedAt: null },
  passkeys: 0,
  recoveryCodesLeft: 0,
  verifyWith: ['password'],
  verifiedUntil: null,
  proven: false,
  ...overrides,
});
const on = (overrides: Partial<SecurityOverview> = {}) =>
  overview({
    authenticator: { enabled: true, confirmedAt: '2026-03-05T10:05:00.000Z' },
    recoveryCodesLeft: 8,
    verifyWith: ['authenticator', 'recovery'],
    proven: true,
    ...overrides,
  });

function renderSection(path = '/customer/dashboard/security') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/customer/dashboard/security', element: <AuthenticatorSection /> },
      { path: '/admin/*', element: <p>Back office</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ReverifyHost />
    </QueryClientProvider>,
  );
  return { router };
}

describe('Security and Privacy: authenticator app', () => {
  it('sets the app up with the QR code and the key, confirms a first code and shows the ten recovery codes once', async () => {
    const api = mockRoutes({
      'POST /api/account/authenticator': () => ({
        status: 200,
        body: {
          key: 'JBSW Y3DP EHPK 3PXP',
          uri: 'otpauth://totp/Weekends:sara',
          qrSvg: '<svg data-testid="qr"></svg>',
        },
      }),
      'GET /api/accounts/session': () => ({ status: 200, body: { user: null } }),
    });
    mockAnswers('GET /api/account/security', [
      { status: 200, body: overview() },
      { status: 200, body: on({ recoveryCodesLeft: 10 }) },
    ]);
    const confirm = mockAnswers('POST /api/account/authenticator/confirm', [
      {
        status: 400,
        body: {
          statusCode: 400,
          code: 'CODE_WRONG',
          message: SECURITY_MESSAGES.codeWrong,
          fieldErrors: { code: [SECURITY_MESSAGES.codeWrong] },
        },
      },
      { status: 200, body: { recoveryCodes: CODES } },
    ]);
    renderSection();
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up the authenticator app' }));

    expect(
      await screen.findByRole('img', { name: 'QR code that adds Weekends to your authenticator app' }),
    ).toContainElement(screen.getByTestId('qr'));
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toHaveAttribute('translate', 'no');
    const code = screen.getByLabelText('Authenticator code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(SECURITY_MESSAGES.codeWrong)).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText('Two-step sign-in is on.')).toBeInTheDocument();
    expect(confirm.calls.map((call) => call.body)).toEqual([{ code: '111111' }, { code: '222222' }]);

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy the codes' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    // Once saved, they are gone for good: only how many are left is shown.
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText('Unused codes: 10')).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/account/authenticator')).toHaveLength(1);
  });

  it('confirms it is you before new recovery codes when the server asks, then sends the request again', async () => {
    mockRoutes({
      'GET /api/account/security': () => ({ status: 200, body: on() }),
      'GET /api/accounts/session': () => ({ status: 200, body: { user: null } }),
      'POST /api/account/reverify': () => ({ status: 204 }),
    });
    const regenerate = mockAnswers('POST /api/account/recovery-codes', [
      {
        status: 403,
        body: {
          statusCode: 403,
          code: 'REVERIFY_REQUIRED',
          message: 'For your security, please confirm it is you before you continue.',
        },
      },
      { status: 200, body: { recoveryCodes: CODES } },
    ]);
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(within(dialog).getByLabelText('Authenticator code'), '333333');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(regenerate.calls).toHaveLength(2);
  });

  it('keeps the refusal when the person cancels the confirmation', async () => {
    mockRoutes({
      'GET /api/account/security': () => ({ status: 200, body: on() }),
      'DELETE /api/account/authenticator': () => ({
        status: 403,
        body: {
          statusCode: 403,
          code: 'REVERIFY_REQUIRED',
          message: 'For your security, please confirm it is you before you continue.',
        },
      }),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const confirmOff = await screen.findByRole('alertdialog', { name: 'Turn off the authenticator app?' });
    await userEvent.click(within(confirmOff).getByRole('button', { name: 'Turn off' }));
    const ask = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).not.toBeInTheDocument());
    expect(
      await within(screen.getByRole('alertdialog')).findByText(
        'For your security, please confirm it is you before you continue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
  });

  it('tells staff they need a factor, and leads back to the back office once it is on', async () => {
    mockRoutes({ 'GET /api/account/security': () => ({ status: 200, body: overview({ required: true }) }) });
    renderSection('/customer/dashboard/security?returnTo=%2Fadmin%2Forders');
    expect(
      await screen.findByText(
        'Staff accounts must have a second factor. Set up an authenticator app to open the back office.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue to the back office' })).not.toBeInTheDocument();
    cleanup();

    mockRoutes({ 'GET /api/account/security': () => ({ status: 200, body: on({ required: true }) }) });
    const { router } = renderSection('/customer/dashboard/security?returnTo=%2Fadmin%2Forders');
    await userEvent.click(await screen.findByRole('link', { name: 'Continue to the back office' }));
    expect(router.state.location.pathname).toBe('/admin/orders');
  });
});
