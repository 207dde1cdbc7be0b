import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, DATA_RIGHTS_MESSAGES, type YourData } from '@weekends/shared';
import { mockRoutes, type Answer } from '../../../test/api/mockApi.ts';
import { customerFixture, renderWithProviders } from '../../../test/fakeApi.tsx';
import { YourDataSection } from './YourDataSection.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ok = (body: unknown): Answer => ({ status: 200, body });
const refusal = (status: number, code: string, message: string, fieldErrors?: Record<string, string[]>): Answer => ({
  status,
  body: { statusCode: status, code, message, ...(fieldErrors ? { fieldErrors } : {}) },
});

function yourData(overrides: Partial<YourData> = {}): YourData {
  return {
    export: null,
    deletion: null,
    deletionCancelledAt: null,
    closure: 'self',
    vouchers: { unused: 0, refundable: 0 },
    hasPassword: true,
    ...overrides,
  };
}

const readyExport = {
  id: 5,
  status: 'ready' as const,
  requestedAt: '2026-11-29T08:00:00.000Z',
  expiresAt: '2026-12-06T08:01:00.000Z',
  downloadUrl: '/api/privacy/exports/5/file?token=signed',
};

async function section() {
  return within(await screen.findByRole('region', { name: 'Your data' }));
}

describe('Download my data', () => {
  it('asks for the data, then says it is being prepared and mailed', async () => {
    let data = yourData();
    const api = mockRoutes({
      'GET /api/privacy': () => ok(data),
      'POST /api/privacy/exports': () => {
        const preparing = {
          id: 5,
          status: 'preparing' as const,
          requestedAt: '2026-11-29T08:00:00.000Z',
          expiresAt: null,
          downloadUrl: null,
        };
        data = { ...data, export: preparing };
        return { status: 202, body: preparing };
      },
    });
    renderWithProviders(<YourDataSection />, { path: '/customer/dashboard/security', user: customerFixture });
    const panel = await section();
    await userEvent.click(await panel.findByRole('button', { name: 'Request my data' }));
    expect(await panel.findByText(/We are preparing your data\. We will e-mail you a link/)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Request my data' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says why when one is already being prepared, and the button is ready again', async () => {
    mockRoutes({
      'GET /api/privacy': () => ok(yourData()),
      'POST /api/privacy/exports': () => refusal(409, 'EXPORT_PENDING', DATA_RIGHTS_MESSAGES.exportPending),
    });
    renderWithProviders(<YourDataSection />, { path: '/customer/dashboard/security', user: customerFixture });
    const panel = await section();
    await userEvent.click(await panel.findByRole('button', { name: 'Request my data' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(DATA_RIGHTS_MESSAGES.exportPending);
    expect(panel.getByRole('button', { name: 'Request my data' })).toBeEnabled();
  });

  it('offers the ready file until its link expires, and the mailed link lands on it', async () => {
    mockRoutes({ 'GET /api/privacy': () => ok(yourData({ export: readyExport })) });
    renderWithProviders(<YourDataSection />, {
      path: '/customer/dashboard/security?export=5&token=signed',
      user: customerFixture,
    });
    const panel = await section();
    expect(await panel.findByText('Your download is ready.')).toBeInTheDocument();
    expect(panel.getByText('Your data is ready. The link works until 6 Dec 2026.')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Download my data (ZIP)' })).toHaveAttribute(
      'href',
      readyExport.downloadUrl,
    );
  });

  it('says a mailed link has expired when its file is gone, and offers to ask again', async () => {
    mockRoutes({ 'GET /api/privacy': () => ok(yourData({ export: null })) });
    renderWithProviders(<YourDataSection />, {
      path: '/customer/dashboard/security?export=4&token=old',
      user: customerFixture,
    });
    const panel = await section();
    expect(await panel.findByText(/This download link has expired/)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Request my data' })).toBeEnabled();
  });

  it('says when the data could not be prepared, with a button to ask again', async () => {
    mockRoutes({
      'GET /api/privacy': () =>
        ok(yourData({ export: { ...readyExport, status: 'failed', expiresAt: null, downloadUrl: null } })),
    });
    renderWithProviders(<YourDataSection />, { path: '/customer/dashboard/security', user: customerFixture });
    const panel = await section();
    expect(await panel.findByText('We could not prepare your data. Please ask again.')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Ask again' })).toBeEnabled();
  });
});

describe('Delete my account', () => {
  it('says what is erased and kept, asks for the voucher choice and the password, and keeps what was typed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T08:00:00.000Z'), toFake: ['Date'] });
    let data = yourData({ vouchers: { unused: 2, refundable: 1 } });
    const api = mockRoutes({
      'GET /api/privacy': () => ok(data),
      'POST /api/privacy/deletion': ({ body }) => {
        const { password } = body as { password: string };
        if (password !== 'Right#2026')
          return refusal(400, 'WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongPassword, {
            password: [ACCOUNT_MESSAGES.wrongPassword],
          });
        const deletion = {
          requestedAt: '2026-11-29T08:00:00.000Z',
          dueAt: '2026-12-13T08:00:00.000Z',
          voucherChoice: 'wait' as const,
          waitingForVouchers: 2,
        };
        data = { ...data, deletion };
        return { status: 201, body: deletion };
      },
    });
    renderWithProviders(<YourDataSection />, { path: '/customer/dashboard/security', user: customerFixture });
    const panel = await section();
    await userEvent.click(await panel.findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    expect(dialog.getByText(/deleted on 13 Dec 2026, 14 days from now/)).toBeInTheDocument();
    expect(dialog.getByText('What we erase')).toBeInTheDocument();
    expect(dialog.getByText('Your name, e-mail address and phone number')).toBeInTheDocument();
    expect(dialog.getByText('What we keep, and why')).toBeInTheDocument();
    expect(dialog.getByText(/the UAE VAT law requires us to keep tax records/)).toBeInTheDocument();
    expect(dialog.getByText(/1 of 2 can still be refunded/)).toBeInTheDocument();

    // Nothing chosen, nothing typed: both say so and nothing is sent.
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText(DATA_RIGHTS_MESSAGES.voucherChoiceRequired)).toBeInTheDocument();
    expect(dialog.getByLabelText('Your password')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.required);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(dialog.getByRole('radio', { name: /Keep them and wait/ }));
    await userEvent.type(dialog.getByLabelText('Your password'), 'Wrong#2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Your password')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.wrongPassword),
    );
    expect(dialog.getByLabelText('Your password')).toHaveValue('Wrong#2026');
    expect(dialog.getByRole('radio', { name: /Keep them and wait/ })).toBeChecked();

    await userEvent.clear(dialog.getByLabelText('Your password'));
    await userEvent.type(dialog.getByLabelText('Your password'), 'Right#2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)!.body).toEqual({
      password: 'Right#2026',
      voucherChoice: 'wait',
    });
    expect(await panel.findByText(/Your account will be deleted on 13 Dec 2026/)).toBeInTheDocument();
    expect(
      panel.getByText(/waits until your last unused voucher has been used or has expired \(2 left\)/),
    ).toBeInTheDocument();
  });

  it('cancels a pending deletion', async () => {
    let data = yourData({
      deletion: {
        requestedAt: '2026-11-29T08:00:00.000Z',
        dueAt: '2026-12-13T08:00:00.000Z',
        voucherChoice: null,
        waitingForVouchers: 0,
      },
    });
    mockRoutes({
      'GET /api/privacy': () => ok(data),
      'DELETE /api/privacy/deletion': () => {
        data = { ...data, deletion: null };
        return { status: 204 };
      },
    });
    renderWithProviders(<YourDataSection />, { path: '/customer/dashboard/security', user: customerFixture });
    const panel = await section();
    await userEvent.click(await panel.findByRole('button', { name: 'Cancel deletion' }));
    expect(await panel.findByText('The deletion is cancelled. Your account stays as it is.')).toBeInTheDocument();
    expect(await panel.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });

  it('tells the customer a sign-in cancelled the deletion', async () => {
    mockRoutes({ 'GET /api/privacy': () => ok(yourData({ deletionCancelledAt: '2026-11-30T09:00:00.000Z' })) });
    renderWithProviders(<YourDataSection />, { path: '/customer/dashboard/security', user: customerFixture });
    const panel = await section();
    expect(
      await panel.findByText(
        'You signed in on 30 Nov 2026, so the deletion of your account was cancelled. Your account stays as it is.',
      ),
    ).toBeInTheDocument();
  });

  it('sends a host to the provider and tells staff they cannot delete here', async () => {
    mockRoutes({ 'GET /api/privacy': () => ok(yourData({ closure: 'host' })) });
    renderWithProviders(<YourDataSection />, { path: '/customer/dashboard/security', user: customerFixture });
    let panel = await section();
    expect(
      await panel.findByText(/A host account is closed through us, not here: write to support@weekends.ae/),
    ).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
    cleanup();

    mockRoutes({ 'GET /api/privacy': () => ok(yourData({ closure: 'staff' })) });
    renderWithProviders(<YourDataSection />, { path: '/customer/dashboard/security', user: customerFixture });
    panel = await section();
    expect(await panel.findByText(/Staff accounts cannot be deleted here/)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });
});
