import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../../lib/session.ts';
import { captchaState } from '../../../test/FakeCaptcha.tsx';
import { mockRoutes, offline, type RouteHandler } from '../../../test/api/mockApi.ts';
import { renderAuth, userFixture, visitor } from '../testing/renderAuth.tsx';
import { LoginPage } from './LoginPage.tsx';
import { RegisterPage } from './RegisterPage.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

const routes = [
  { path: '/login', Component: LoginPage },
  { path: '/register', Component: RegisterPage },
];

let api: ReturnType<typeof mockRoutes>;
function stubApi(login: RouteHandler) {
  api = mockRoutes({
    ...visitor,
    // No social sign-in is configured here.
    'GET /api/auth/providers': () => ({ status: 200, body: { providers: [] } }),
    'POST /api/accounts/login': login,
  });
}

beforeEach(() => {
  captchaState.renewals = 0;
  stubApi(() => ({ status: 200, body: userFixture() }));
});
afterEach(() => {
  cleanup();
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('/login', () => {
  it('shows each field’s message after an empty submit, and the earlier site’s messages for a bad e-mail and short password', async () => {
    renderAuth(routes, '/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await submit();
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Email address'), 'sara@example');
    await userEvent.type(screen.getByLabelText('Password'), 'abcd');
    await submit();
    expect(await screen.findByText('Email Id must be vaild')).toBeInTheDocument();
    expect(screen.getByText('The password field must be at least 5 characters.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/accounts/login')).toBe(false);
  });

  it('says "Invalid Credentials, Try again!" on 401, ends loading and asks for a fresh captcha', async () => {
    stubApi(() => ({
      status: 401,
      body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid Credentials, Try again!' },
    }));
    renderAuth(routes, '/login');
    await userEvent.type(await screen.findByLabelText('Email address'), 'sara@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Credentials, Try again!');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(captchaState.renewals).toBe(1);
    const sent = api.calls.find((call) => call.path === '/api/accounts/login')?.body;
    expect(sent).toEqual({
      email: 'sara@example.com',
      password: 'wrong-password',
      rememberMe: false,
      captcha: expect.stringMatching(/^payload-/),
      transport: 'cookie',
    });
  });

  it('ends loading with a message when the network fails', async () => {
    stubApi(() => offline);
    renderAuth(routes, '/login');
    await userEvent.type(await screen.findByLabelText('Email address'), 'sara@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('nothing was saved');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('signs in, stores the user and returns to where the visitor came from, past the guest-only guard', async () => {
    const { router, client } = renderAuth(routes, {
      pathname: '/login',
      state: { returnTo: '/activity/desert-safari' },
    });
    await userEvent.type(await screen.findByLabelText('Email address'), 'sara@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await submit();
    await waitFor(() => expect(client.getQueryData(currentUserQuery.queryKey)).toEqual(userFixture()));
    expect(router.state.location.pathname).toBe('/activity/desert-safari');
    expect(api.calls.find((call) => call.path === '/api/accounts/login')?.body).toMatchObject({ rememberMe: true });
  });

  it('goes home without a return address, and ignores one that leaves the site', async () => {
    const { router } = renderAuth(routes, '/login?returnTo=//evil.example');
    await userEvent.type(await screen.findByLabelText('Email address'), 'sara@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a host to /vendor/dashboard', async () => {
    stubApi(() => ({ status: 200, body: userFixture({ isHost: true }) }));
    const { router } = renderAuth(routes, { pathname: '/login', state: { returnTo: '/activity/desert-safari' } });
    await userEvent.type(await screen.findByLabelText('Email address'), 'host@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/dashboard'));
  });

  it('reads email and name from the query, links to recovery and sign-up', async () => {
    renderAuth(routes, '/login?email=sara%40example.com&name=Sara');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sara' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('sara@example.com');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('shows the social login error', async () => {
    renderAuth(routes, '/login?socialError=exists');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account already exists linked with this email address. Thanks!',
    );
  });

  it('offers the configured social logins, returning to the same page as the form', async () => {
    api = mockRoutes({
      ...visitor,
      'GET /api/auth/providers': () => ({ status: 200, body: { providers: ['google'] } }),
    });
    renderAuth(routes, '/login?returnTo=%2Factivity%2Fdesert-safari');
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google/start?returnTo=%2Factivity%2Fdesert-safari',
    );
  });

  it('social=phone shows the phone capture for a new social account', async () => {
    api = mockRoutes({
      ...visitor,
      'GET /api/auth/social/pending': () => ({
        status: 200,
        body: { provider: 'google', firstName: 'Sara', lastName: 'Haddad', email: 'sara@gmail.com' },
      }),
    });
    renderAuth(routes, '/login?social=phone&returnTo=%2Fcheckout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Almost there, Sara' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
  });

  it('type=signup opens the sign-up page, keeping the e-mail', async () => {
    const { router } = renderAuth(routes, '/login?type=signup&email=sara%40example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.search).toBe('?email=sara%40example.com');
  });

  it('type=guest shows the guest form', async () => {
    renderAuth(routes, '/login?type=guest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Continue as a Guest' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue as a Guest' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
