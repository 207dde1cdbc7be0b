import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { customerFixture, renderWithProviders } from '../../test/fakeApi.tsx';
import { mockRoutes, type Answer } from '../../test/api/mockApi.ts';
import { LoginPrompt } from '../login-dialog/LoginPrompt.tsx';
import { readPromptResume, rememberPromptResume } from '../login-dialog/socialResume.ts';
import { SocialReturnPrompt } from './SocialReturnPrompt.tsx';

vi.mock('../../components/form/Captcha.tsx', () => import('../../test/FakeCaptcha.tsx'));

const PAGE = '/activity/desert-safari';
const REASON = 'Log in to save your favourites.';
const profile = { provider: 'google', firstName: 'Layla', lastName: 'Nasser', email: 'layla@gmail.example' };
const user = { ...customerFixture, firstName: 'Layla', lastName: 'Nasser', email: profile.email };

const onDone = vi.fn();
beforeEach(() => onDone.mockClear());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function stubApi(routes: Record<string, () => Answer> = {}) {
  const api = mockRoutes({
    'GET /api/accounts/session': () => ({ status: 200, body: { user: null } }),
    'GET /api/auth/providers': () => ({ status: 200, body: { providers: ['google'] } }),
    'GET /api/auth/social/pending': () => ({ status: 200, body: profile }),
    ...routes,
  });
  return api;
}

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

/** The layout's SocialReturnPrompt and a page whose favourite heart opened the pop-up before the visitor left. */
function Page({ startOpen = false }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Address />
      <LoginPrompt
        open={open}
        onOpenChange={setOpen}
        reason={REASON}
        resume={{ action: 'favourite:12', state: { note: 'kept' } }}
        onDone={onDone}
      />
      <SocialReturnPrompt />
    </>
  );
}

describe('the login pop-up after a social sign-in started from it', () => {
  it('links its social buttons to the start with popup=1 and keeps, as the browser leaves, what the page needs back', async () => {
    stubApi();
    renderWithProviders(<Page startOpen />, { path: `${PAGE}?date=2026-05-01`, user: null });
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute(
      'href',
      `/api/auth/google/start?returnTo=${encodeURIComponent(`${PAGE}?date=2026-05-01`)}&popup=1`,
    );

    // jsdom cannot leave the page; the pop-up's own click handler still runs.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(google);
    expect(readPromptResume(PAGE)).toMatchObject({
      path: PAGE,
      reason: REASON,
      fromCheckout: false,
      action: 'favourite:12',
      state: { note: 'kept' },
    });
    expect(readPromptResume('/elsewhere')).toBeNull();
  });

  it('opens on the phone view when the address says so, clears the flag, completes, closes and finishes the interrupted action', async () => {
    const api = stubApi({ 'POST /api/auth/social/complete': () => ({ status: 201, body: user }) });
    rememberPromptResume({ path: PAGE, reason: REASON, action: 'favourite:12', state: { note: 'kept' } });
    const { client } = renderWithProviders(<Page />, { path: `${PAGE}?date=2026-05-01&loginPrompt=phone`, user: null });

    const dialog = await screen.findByRole('dialog', { name: 'One last step' });
    expect(await within(dialog).findByRole('heading', { name: 'Almost there, Layla' })).toBeInTheDocument();
    // The flag goes at once (a reload does not reopen it); the page's own query stays.
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(`${PAGE}?date=2026-05-01`));
    expect(screen.getByTestId('address').textContent).not.toContain('loginPrompt');
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '501234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.path === '/api/auth/social/complete')?.body).toEqual({
      phoneNumber: '+971501234567',
    });
    expect(client.getQueryData(['session', 'me'])).toEqual(user);
    // The heart that opened the pop-up is saved after all, once.
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone).toHaveBeenCalledWith({ note: 'kept' });
    expect(readPromptResume(PAGE)).toBeNull();
  });

  it.each([
    ['exists', '', 'An account already exists linked with this email address. Thanks!'],
    ['otherProvider', '&provider=facebook', 'Opps! You last time signed up with your Facebook account.'],
    ['failed', '', 'We could not complete your social sign-in. Please try again.'],
  ])('reopens the pop-up as it was with the message of socialError=%s', async (socialError, extra, message) => {
    stubApi();
    rememberPromptResume({
      path: PAGE,
      reason: 'Log in or sign up to book this experience.',
      fromCheckout: true,
      action: 'book:7',
    });
    renderWithProviders(<Page />, { path: `${PAGE}?loginPrompt=login&socialError=${socialError}${extra}`, user: null });

    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(dialog).toHaveAccessibleDescription('Log in or sign up to book this experience.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('tab', { name: 'Guest' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(new RegExp(`^${PAGE}$`)));

    // Closed without signing in: the interrupted action is given up.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readPromptResume(PAGE)).toBeNull();
  });

  it('signing in with a password in the reopened pop-up finishes the action too', async () => {
    stubApi({ 'POST /api/accounts/login': () => ({ status: 200, body: user }) });
    rememberPromptResume({ path: PAGE, reason: REASON, action: 'favourite:12' });
    renderWithProviders(<Page />, { path: `${PAGE}?loginPrompt=login&socialError=exists`, user: null });
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    await userEvent.type(within(dialog).getByLabelText('Email address'), profile.email);
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret#123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finishes the action of an account that signed straight in, only on its page and only once', async () => {
    stubApi();
    rememberPromptResume({ path: '/other-page', action: 'favourite:12' });
    const elsewhere = renderWithProviders(<Page />, { path: PAGE, user });
    // The session is known from the start and render's act runs the effect that decides: the action kept on another
    // page is left there, unfinished.
    expect(readPromptResume('/other-page')).toMatchObject({ action: 'favourite:12' });
    expect(onDone).not.toHaveBeenCalled();
    elsewhere.unmount();

    rememberPromptResume({ path: PAGE, action: 'favourite:12' });
    renderWithProviders(<Page />, { path: PAGE, user });
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readPromptResume(PAGE)).toBeNull();
  });

  it('does not open for a visitor arriving without the flag', async () => {
    stubApi();
    rememberPromptResume({ path: PAGE, action: 'favourite:12' });
    // The page's own pop-up, open from the start, is the control: once its lazy dialog has rendered, a reopened one
    // (set during the first render) would have rendered beside it.
    renderWithProviders(<Page startOpen />, { path: `${PAGE}?socialError=exists`, user: null });
    expect(await screen.findByText(REASON)).toBeInTheDocument();
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(1);
    expect(screen.getByTestId('address')).toHaveTextContent(`${PAGE}?socialError=exists`);
    expect(onDone).not.toHaveBeenCalled();
  });
});
