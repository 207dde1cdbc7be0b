import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@weekends/shared/accounts';
import { GUEST_MESSAGES, SOCIAL_LOGIN } from '@weekends/shared/guests';
import { SocialPhoneForm } from './SocialPhoneForm.tsx';
import { SocialErrorMessage, socialErrorText } from './SocialErrorMessage.tsx';
import { renderWithProviders } from '../../test/fakeApi.tsx';
import { mockRoutes } from '../../test/api/mockApi.ts';

afterEach(() => {
  cleanup();
});

const profile = { provider: 'google', firstName: 'Layla', lastName: 'Nasser', email: 'layla@gmail.example' };
const user = {
  id: 41,
  firstName: 'Layla',
  lastName: 'Nasser',
  email: profile.email,
  phoneNumber: '+971501234567',
  isGuest: false,
  socialLogin: SOCIAL_LOGIN.google,
  isHost: false,
  isCorporate: false,
  isConfirmed: true,
  isAdmin: false,
  staffRole: null,
  isCorporateAdmin: false,
};
const pendingAnswer = () => ({ status: 200, body: profile });

describe('SocialPhoneForm', () => {
  it("greets the visitor, validates the phone with the earlier site's messages, completes, stores the user and hands over returnTo", async () => {
    const typing = userEvent.setup();
    let answerComplete: (value: { status: number; body: unknown }) => void = () => {};
    const fake = mockRoutes({
      'GET /api/auth/social/pending': pendingAnswer,
      'POST /api/auth/social/complete': () => new Promise((resolve) => (answerComplete = resolve)),
    });
    const onDone = vi.fn();
    const { client } = renderWithProviders(<SocialPhoneForm onDone={onDone} />, {
      path: '/login?social=phone&returnTo=%2Fcheckout',
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Almost there, Layla' })).toBeInTheDocument();
    expect(screen.getByText('Signed in with Google')).toBeInTheDocument();
    expect(screen.getByText(profile.email)).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Create my account' });
    await typing.click(submit);
    expect(await screen.findByText(ACCOUNT_MESSAGES.required)).toBeInTheDocument();
    const phone = screen.getByLabelText('Mobile number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await typing.type(phone, '5012');
    await typing.click(submit);
    expect(await screen.findByText(ACCOUNT_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await typing.type(phone, '34567');
    await typing.click(submit);
    expect(await screen.findByRole('button', { name: 'Wait..' })).toBeDisabled();
    expect(fake.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/auth/social/complete',
      body: { phoneNumber: '+971501234567' },
    });

    answerComplete({ status: 201, body: user });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('/checkout'));
    expect(client.getQueryData(['session', 'me'])).toEqual(user);
    expect(screen.getByRole('status')).toHaveTextContent('Welcome to Weekends, Layla!');
  });

  it("shows the server's refusal, ends loading, and keeps the form usable", async () => {
    const typing = userEvent.setup();
    let answers = 0;
    mockRoutes({
      'GET /api/auth/social/pending': pendingAnswer,
      'POST /api/auth/social/complete': () =>
        ++answers === 1
          ? { status: 409, body: { statusCode: 409, code: 'EMAIL_EXISTS', message: GUEST_MESSAGES.proceedToLogin } }
          : { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side.' } },
    });
    const onDone = vi.fn();
    renderWithProviders(
      <SocialPhoneForm onDone={onDone} returnTo="//evil.example" headingLevel={1} headingId="social-title" />,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Almost there, Layla' })).toHaveAttribute(
      'id',
      'social-title',
    );
    await typing.type(screen.getByLabelText('Mobile number'), '501234567');
    await typing.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GUEST_MESSAGES.proceedToLogin);
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeEnabled();

    await typing.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong and nothing was saved.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says the sign-in expired and offers the providers again when nothing is waiting', async () => {
    mockRoutes({
      'GET /api/auth/providers': () => ({ status: 200, body: { providers: ['google'] } }),
      'GET /api/auth/social/pending': () => ({
        status: 404,
        body: { statusCode: 404, code: 'NO_PENDING_SOCIAL_LOGIN', message: 'x' },
      }),
    });
    renderWithProviders(<SocialPhoneForm onDone={vi.fn()} />, {
      path: '/login?social=phone&returnTo=%2Fcustomer%2Fdashboard%2Fprofile',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your social sign-in has expired. Please start again.');
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      `/api/auth/google/start?returnTo=${encodeURIComponent('/customer/dashboard/profile')}`,
    );
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  });

  it('offers a retry when the profile fails to load', async () => {
    const typing = userEvent.setup();
    let loads = 0;
    mockRoutes({
      'GET /api/auth/social/pending': () =>
        ++loads === 1 ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } } : pendingAnswer(),
    });
    renderWithProviders(<SocialPhoneForm onDone={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your sign-in details.');
    await typing.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Almost there, Layla' })).toBeInTheDocument();
  });
});

describe('SocialErrorMessage', () => {
  it.each([
    ['exists', null, GUEST_MESSAGES.socialAccountExists],
    ['otherProvider', 'facebook', GUEST_MESSAGES.signedUpWithFacebook],
    ['otherProvider', 'google', GUEST_MESSAGES.signedUpWithGoogle],
    [
      'unverified',
      null,
      'Your e-mail address is not verified with this provider yet. Please verify it there, or sign up with your e-mail.',
    ],
    ['failed', null, 'We could not complete your social sign-in. Please try again.'],
    ['suspended', null, 'This account has been suspended. Please contact us if you think this is a mistake.'],
  ])('shows socialError=%s (provider %s) as %j', (socialError, provider, message) => {
    render(<SocialErrorMessage socialError={socialError} provider={provider} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('shows nothing without a known socialError', () => {
    const { container } = render(<SocialErrorMessage socialError={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(socialErrorText('something-else')).toBeNull();
  });
});
