import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@weekends/shared/accounts';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes, offline } from '../../../test/api/mockApi.ts';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

const email = 'amira@example.test';

// The web project runs without Vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

describe('ForgotPasswordPage', () => {
  it('goes through the three steps, with the invalid e-mail and invalid code alerts on the way', async () => {
    const user = userEvent.setup();
    let resetAnswers = 0;
    const fake = mockRoutes({
      'POST /api/accounts/password/forgot': ({ body }) =>
        (body as { email: string }).email === email
          ? { status: 200, body: { message: 'OTP sent' } }
          : {
              status: 404,
              body: { statusCode: 404, code: 'EMAIL_NOT_FOUND', message: ACCOUNT_MESSAGES.invalidEmailAddress },
            },
      'POST /api/accounts/password/reset': () =>
        ++resetAnswers === 1
          ? { status: 400, body: { statusCode: 400, code: 'INVALID_OTP', message: ACCOUNT_MESSAGES.invalidOtp } }
          : { status: 200, body: { message: ACCOUNT_MESSAGES.passwordChanged } },
    });
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password', pattern: '/forgot-password' });

    expect(screen.getByRole('heading', { level: 1, name: 'Recover Your Password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I remember Now' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'I need an Account' })).toHaveAttribute('href', '/register');

    // Step 1: the shared schema's message after a failed attempt, nothing sent.
    const emailField = screen.getByLabelText('Email address');
    await user.type(emailField, 'amira');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(emailField).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls).toHaveLength(0);

    // An address with no account: the server's 404 becomes the alert, and the form is usable again.
    await user.clear(emailField);
    await user.type(emailField, 'nobody@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.invalidEmailAddress);
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeEnabled();

    await user.clear(emailField);
    await user.type(emailField, email);
    await user.click(screen.getByRole('button', { name: 'Send Code' }));

    // Step 2: the code (one field, typed in any case, sent uppercase) and the new password.
    const code = await screen.findByLabelText('Code from the email');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '4');
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByText(email)).toBeInTheDocument();
    expect(
      screen.getByText(/8 or more characters with a mix of lower and upper case letters, numbers and symbols/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();

    await user.type(code, 'ab2c');
    expect(code).toHaveValue('AB2C');
    await user.type(screen.getByLabelText('New password'), 'Better#2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better#2027');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.invalidOtp);
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/api/accounts/password/reset',
      body: { email, code: 'AB2C', password: 'Better#2027', confirmPassword: 'Better#2027' },
    });

    // 'Resend code' mails a new one to the same address and says so.
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(/A new code is on its way/)).toBeInTheDocument();
    // Each mail request carries a captcha of its own.
    const sent = fake.calls
      .filter((c) => c.path === '/api/accounts/password/forgot')
      .map((c) => (c.body as { captcha: string }).captcha);
    expect(sent.every((payload) => /^payload-\d+$/.test(payload))).toBe(true);
    expect(new Set(sent).size).toBe(sent.length);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/accounts/password/forgot', body: { email } });
    expect(code).toHaveValue('');

    await user.type(code, 'K7QP');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    // Step 3: the server's words and Login Now with the address filled in.
    const done = await screen.findByRole('heading', { name: ACCOUNT_MESSAGES.passwordChanged });
    // Focus moves in an effect after the heading appears.
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute(
      'href',
      `/login?email=${encodeURIComponent(email)}`,
    );
    expect(screen.queryByLabelText('Code from the email')).not.toBeInTheDocument();
    expect(resetAnswers).toBe(2);
  });

  it('checks the code and the passwords with the shared schema before sending', async () => {
    const user = userEvent.setup();
    const fake = mockRoutes({
      'POST /api/accounts/password/forgot': () => ({ status: 200, body: { message: 'OTP sent' } }),
    });
    renderWithProviders(<ForgotPasswordPage />, {
      path: `/forgot-password?email=${encodeURIComponent(email)}`,
      pattern: '/forgot-password',
    });

    // ?email= fills in step 1.
    expect(screen.getByLabelText('Email address')).toHaveValue(email);
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText('Code from the email'), 'AB');
    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.invalidOtp)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.signUpPasswordMin)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path === '/api/accounts/password/reset')).toHaveLength(0);

    // 'Use a different email' goes back to step 1 with the address kept.
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByLabelText('Email address')).toHaveValue(email);
  });

  it('ends the loading state with a message when the network fails', async () => {
    const user = userEvent.setup();
    const fake = mockRoutes({ 'POST /api/accounts/password/forgot': () => offline });
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password', pattern: '/forgot-password' });
    await user.type(screen.getByLabelText('Email address'), email);
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/nothing was saved/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Code' })).toBeEnabled());
    expect(fake.calls.filter((c) => c.path === '/api/accounts/password/forgot')).toHaveLength(1);
  });

  it("says what 'This wasn't me' did and starts with the account's address", () => {
    mockRoutes({});
    renderWithProviders(<ForgotPasswordPage />, {
      path: `/forgot-password?secured=1&email=${encodeURIComponent(email)}`,
      pattern: '/forgot-password',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'We signed your account out on every device and switched off its password.',
    );
    expect(screen.getByLabelText('Email address')).toHaveValue(email);
  });

  it('shows no such notice otherwise', () => {
    mockRoutes({});
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password', pattern: '/forgot-password' });
    expect(screen.queryByText(/switched off its password/)).toBeNull();
  });
});
