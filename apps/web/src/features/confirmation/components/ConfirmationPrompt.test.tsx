import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@weekends/shared/accounts';
import { closeConfirmationPrompt, openConfirmationPrompt } from '../../../lib/confirmation-prompt.ts';
import { currentUserQuery } from '../../../lib/session.ts';
import { ConfirmationPrompt } from './ConfirmationPrompt.tsx';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../test/api/mockApi.ts';

const unconfirmed: CurrentUser = {
  id: 7,
  firstName: 'Amira',
  lastName: 'Haddad',
  email: 'amira@example.test',
  phoneNumber: null,
  isGuest: false,
  socialLogin: 0,
  isHost: false,
  isCorporate: false,
  isConfirmed: false,
  isAdmin: false,
  staffRole: null,
  isCorporateAdmin: false,
};
const confirmedUser = { ...unconfirmed, isConfirmed: true };
const TITLE = 'Lets Confirm Your Email Address';

/** Renders the prompt for `user`; the dialog's code is fetched first so it shows without a real wait. */
async function renderPrompt(user: CurrentUser | null) {
  await import('./ConfirmationDialog.tsx');
  return renderWithProviders(<ConfirmationPrompt />, {
    prepare: (client) => client.setQueryData(currentUserQuery.queryKey, user),
  });
}

// The web project runs without Vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  closeConfirmationPrompt();
  vi.useRealTimers();
});

describe('ConfirmationPrompt', () => {
  it('polls the user every 3 s while open, then closes and stops polling once confirmed', async () => {
    vi.useFakeTimers();
    const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
    let nowConfirmed = false;
    const fake = mockRoutes({
      'GET /api/accounts/session': () => ({ status: 200, body: { user: nowConfirmed ? confirmedUser : unconfirmed } }),
    });
    const { client } = await renderPrompt(unconfirmed);
    const polls = () => fake.calls.filter((c) => c.path === '/api/accounts/session').length;

    act(() => openConfirmationPrompt());
    await flush();
    await flush();
    expect(screen.getByRole('dialog', { name: TITLE })).toHaveTextContent(
      `We sent a confirmation link to ${unconfirmed.email}`,
    );
    expect(polls()).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(polls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(polls()).toBe(1);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();

    nowConfirmed = true;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(polls()).toBe(2);
    await vi.waitFor(async () => {
      await flush();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    // The session now holds the confirmed user (the header's Pending notice goes with it).
    expect(client.getQueryData(currentUserQuery.queryKey)).toMatchObject({ isConfirmed: true });

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(polls()).toBe(2);

    // The request was dropped: the pop-up does not come back by itself for this session.
    act(() => client.setQueryData(currentUserQuery.queryKey, unconfirmed));
    await flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows only when asked for and only to an unconfirmed customer', async () => {
    // Nothing is asked of the server here: any request would fail the test (test/api/mockApi.ts).
    const { client } = await renderPrompt(unconfirmed);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const guest: CurrentUser = { ...unconfirmed, isGuest: true };
    act(() => client.setQueryData(currentUserQuery.queryKey, guest));
    act(() => openConfirmationPrompt());
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => client.setQueryData(currentUserQuery.queryKey, null));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => client.setQueryData(currentUserQuery.queryKey, unconfirmed));
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it("Resend: 'Sending..' while it runs, then 'Email Sent' and disabled; a failure shows a message and lets them retry", async () => {
    const user = userEvent.setup();
    const answers: ((value: { status: number; body: unknown }) => void)[] = [];
    const fake = mockRoutes(
      {
        'GET /api/accounts/session': () => ({ status: 200, body: { user: unconfirmed } }),
        'POST /api/accounts/confirmation/resend': () => new Promise((resolve) => answers.push(resolve)),
      },
      { recordHeaders: true },
    );
    await renderPrompt(unconfirmed);
    act(() => openConfirmationPrompt());

    await user.click(await screen.findByRole('button', { name: 'Resend Confirmation Email' }));
    expect(screen.getByRole('button', { name: 'Sending..' })).toBeDisabled();
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/accounts/confirmation/resend',
      headers: { 'x-requested-with': 'fetch' },
    });
    answers[0]!({
      status: 502,
      body: { statusCode: 502, code: 'MAIL_FAILED', message: 'The email could not be sent, please try again later.' },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    const retry = screen.getByRole('button', { name: 'Resend Confirmation Email' });
    expect(retry).toBeEnabled();

    await user.click(retry);
    expect(screen.getByRole('button', { name: 'Sending..' })).toBeDisabled();
    answers[1]!({ status: 200, body: { emailSent: true } });
    expect(await screen.findByRole('button', { name: 'Email Sent' })).toBeDisabled();
    expect(screen.getByText(`A new confirmation link is on its way to ${unconfirmed.email}.`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("'Refresh (If confirmed)' asks at once: not yet says so, confirmed closes", async () => {
    const user = userEvent.setup();
    let nowConfirmed = false;
    const fake = mockRoutes({
      'GET /api/accounts/session': () => ({ status: 200, body: { user: nowConfirmed ? confirmedUser : unconfirmed } }),
    });
    await renderPrompt(unconfirmed);
    act(() => openConfirmationPrompt());

    await user.click(await screen.findByRole('button', { name: 'Refresh (If confirmed)' }));
    expect(
      await screen.findByText('Not confirmed yet. Open the link in the email, then try again.'),
    ).toBeInTheDocument();
    expect(fake.calls).toHaveLength(1);

    nowConfirmed = true;
    await user.click(screen.getByRole('button', { name: 'Refresh (If confirmed)' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes from its close button and Escape', async () => {
    const user = userEvent.setup();
    // Nothing is asked of the server here: any request would fail the test (test/api/mockApi.ts).
    await renderPrompt(unconfirmed);
    act(() => openConfirmationPrompt());
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openConfirmationPrompt());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
