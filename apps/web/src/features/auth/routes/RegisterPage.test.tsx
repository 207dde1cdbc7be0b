import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openConfirmationPrompt } from '../../../lib/confirmation-prompt.ts';
import { currentUserQuery } from '../../../lib/session.ts';
import { captchaState } from '../../../test/FakeCaptcha.tsx';
import { fakeFetch } from '../../../test/fakeApi.tsx';
import { renderAuth, userFixture, visitor } from '../testing/renderAuth.tsx';
import { LoginPage } from './LoginPage.tsx';
import { RegisterPage } from './RegisterPage.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));
vi.mock('../../../lib/confirmation-prompt.ts', () => ({ openConfirmationPrompt: vi.fn(), closeConfirmationPrompt: vi.fn() }));

const routes = [
  { path: '/register', Component: RegisterPage },
  { path: '/login', Component: LoginPage },
];

let api: ReturnType<typeof fakeFetch>;
function stubApi(registerAnswer: () => { status: number; body?: unknown }) {
  api = fakeFetch({ ...visitor, 'POST /api/accounts/register': registerAnswer });
  vi.stubGlobal('fetch', api.fetch);
}

beforeEach(() => {
  captchaState.renewals = 0;
  vi.mocked(openConfirmationPrompt).mockClear();
  stubApi(() => ({ status: 201, body: userFixture() }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fill({ confirm = 'Secret#123', phone = '501234567' } = {}) {
  await userEvent.type(await screen.findByLabelText('First name'), 'Sara');
  await userEvent.type(screen.getByLabelText('Last name'), 'Haddad');
  await userEvent.type(screen.getByLabelText('Email address'), 'sara@example.com');
  if (phone) await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), phone);
  await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('/register', () => {
  it('says "Passwords do not match." and sends nothing', async () => {
    renderAuth(routes, '/register');
    await fill({ confirm: 'Secret#124' });
    await submit();
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/accounts/register')).toBe(false);
  });

  it('requires the phone (spec 001 section 5) and explains the password rule', async () => {
    renderAuth(routes, '/register');
    await fill({ phone: '' });
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await submit();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('The password field must be at least 6 characters, one upper case, one numerical charactor, one special character!')).toBeInTheDocument();
  });

  it('warns about an existing e-mail with a Log In link to /login?email=, and renews the captcha', async () => {
    stubApi(() => ({ status: 409, body: { statusCode: 409, code: 'EMAIL_EXISTS', message: 'An account with this email already exists.' } }));
    renderAuth(routes, '/register');
    await fill();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists.');
    expect(within(alert).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?email=sara%40example.com');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(captchaState.renewals).toBe(1);

    await userEvent.click(within(alert).getByRole('link', { name: 'Log In' }));
    expect(await screen.findByLabelText('Email address')).toHaveValue('sara@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('shows the social account message of a 409 SOCIAL_ACCOUNT', async () => {
    stubApi(() => ({ status: 409, body: { statusCode: 409, code: 'SOCIAL_ACCOUNT', message: 'Opps! You last time signed up with your Gmail account.' } }));
    renderAuth(routes, '/register');
    await fill();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Opps! You last time signed up with your Gmail account.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('signs the new customer in, opens the confirmation prompt and goes home', async () => {
    const { router, client } = renderAuth(routes, '/register');
    await fill();
    await userEvent.click(screen.getByLabelText(/Happiness ambassador/));
    await submit();
    await waitFor(() => expect(openConfirmationPrompt).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/');
    expect(client.getQueryData(currentUserQuery.queryKey)).toEqual(userFixture());
    expect(api.calls.find((call) => call.path === '/api/accounts/register')?.body).toEqual({
      firstName: 'Sara',
      lastName: 'Haddad',
      email: 'sara@example.com',
      phoneNumber: '+971501234567',
      password: 'Secret#123',
      happinessAmbassador: true,
      captcha: expect.stringMatching(/^payload-/),
    });
  });
});
