import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captchaState } from '../../test/FakeCaptcha.tsx';
import { customerFixture, renderWithProviders } from '../../test/fakeApi.tsx';
import { mockRoutes, offline, serverError, type Reply } from '../../test/api/mockApi.ts';
import { GuestForm } from './GuestForm.tsx';

vi.mock('../../components/form/Captcha.tsx', () => import('../../test/FakeCaptcha.tsx'));

const guest = { ...customerFixture, firstName: 'Omar', lastName: 'Khan', email: 'omar@example.com', isGuest: true };

beforeEach(() => {
  captchaState.renewals = 0;
});
afterEach(() => {
  cleanup();
});

const submitButton = () => screen.getByRole('button', { name: 'Continue as a Guest' });

describe('GuestForm never hangs on a failed request', () => {
  it.each<[string, () => Reply]>([
    ['the server answers 500', () => serverError],
    ['the network fails', () => offline],
  ])(
    'when %s: ends loading, says so, keeps what was typed, and continues on the second try',
    async (_case, failure) => {
      let attempts = 0;
      const api = mockRoutes({
        'POST /api/accounts/guest': () => (++attempts === 1 ? failure() : { status: 200, body: guest }),
      });
      const onSuccess = vi.fn();
      renderWithProviders(<GuestForm onSuccess={onSuccess} />, { user: null });

      await userEvent.type(screen.getByLabelText('First name'), 'Omar');
      await userEvent.type(screen.getByLabelText('Last name'), 'Khan');
      await userEvent.type(screen.getByLabelText('Email address'), 'omar@example.com');
      await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '501234567');
      await userEvent.click(submitButton());

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Something went wrong and nothing was saved. Please check your connection and try again.',
      );
      expect(submitButton()).toBeEnabled();
      expect(screen.getByLabelText('First name')).toHaveValue('Omar');
      expect(screen.getByLabelText('Last name')).toHaveValue('Khan');
      expect(screen.getByLabelText('Email address')).toHaveValue('omar@example.com');
      expect(screen.getByRole('textbox', { name: 'Phone number' })).not.toHaveValue('');
      expect(onSuccess).not.toHaveBeenCalled();
      expect(captchaState.renewals).toBe(1);

      await userEvent.click(submitButton());
      await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(guest));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      const sent = api.calls.filter((call) => call.path === '/api/accounts/guest');
      expect(sent).toHaveLength(2);
      expect(sent[1]!.body).toEqual({
        firstName: 'Omar',
        lastName: 'Khan',
        email: 'omar@example.com',
        phoneNumber: '+971501234567',
        captcha: expect.stringMatching(/^payload-/),
      });
    },
  );
});
