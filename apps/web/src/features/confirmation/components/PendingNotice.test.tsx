import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@weekends/shared/accounts';
import { closeConfirmationPrompt } from '../../../lib/confirmation-prompt.ts';
import { currentUserQuery } from '../../../lib/session.ts';
import { ConfirmationPrompt } from './ConfirmationPrompt.tsx';
import { PendingNotice } from './PendingNotice.tsx';
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

const renderAs = (user: CurrentUser | null) =>
  renderWithProviders(
    <>
      <PendingNotice />
      <ConfirmationPrompt />
    </>,
    { prepare: (client) => client.setQueryData(currentUserQuery.queryKey, user) },
  );

// The web project runs without Vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  closeConfirmationPrompt();
});

describe('PendingNotice', () => {
  it("shows 'Pending' to an unconfirmed customer; Resend Email opens the confirmation pop-up", async () => {
    const user = userEvent.setup();
    mockRoutes({ 'GET /api/accounts/session': () => ({ status: 200, body: { user: unconfirmed } }) });
    renderAs(unconfirmed);
    const notice = screen.getByRole('region', { name: 'Email confirmation' });
    expect(notice).toHaveTextContent('Pending');
    expect(notice).toHaveTextContent('Your email address is pending confirmation.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByRole('dialog', { name: 'Lets Confirm Your Email Address' })).toBeInTheDocument();
  });

  it.each([
    ['a confirmed customer', { ...unconfirmed, isConfirmed: true }],
    ['a guest', { ...unconfirmed, isGuest: true }],
    ['a visitor', null],
  ])('shows nothing to %s', (_, user) => {
    renderAs(user);
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });
});
