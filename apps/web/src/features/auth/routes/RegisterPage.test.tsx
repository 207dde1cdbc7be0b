import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openConfirmationPrompt } from '../../../lib/confirmation-prompt.ts';
import { currentUserQuery } from '../../../lib/session.ts';
import { SAVED_CART_ITEM_KEY } from '../../../lib/savedCartItem.ts';
import { captchaState } from '../../../test/FakeCaptcha.tsx';
import { mockRoutes, offline, type Reply } from '../../../test/api/mockApi.ts';
import { renderAuth, userFixture, visitor } from '../testing/renderAuth.tsx';
import { LoginPage } from './LoginPage.tsx';
import { RegisterPage } from './RegisterPage.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));
vi.mock('../../../lib/confirmation-prompt.ts', () => ({
  openConfirmationPrompt: vi.fn(),
  closeConfirmationPrompt: vi.fn(),
}));

const routes = [
  { path: '/register', Component: RegisterPage },
  { path: '/login', Component: LoginPage },
];

let api: ReturnType<typeof mockRoutes>;
function stubApi(registerAnswer: () => Reply) {
  api = mockRoutes({
    ...visitor,
    // The page's social sign-in buttons ask which providers there are; none here.
    'GET /api/auth/providers': () => ({ status: 200, body: { providers: [] } }),
    'POST /api/accounts/register': registerAnswer,
  });
}

beforeEach(() => {
  captchaState.renewals = 0;
  vi.mocked(openConfirmationPrompt).mockClear();
  stubApi(() => ({ status: 201, body: userFixture() }));
});
afterEach(() => {
  cleanup();
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

  it('requires the phone and explains the password rule', async () => {
    renderAuth(routes, '/register');
    await fill({ phone: '' });
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await submit();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription('Required');
    expect(
      screen.getByText(
        'The password field must be at least 6 characters, one upper case, one numerical charactor, one special character!',
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/accounts/register')).toBe(false);
  });

  it("says 'Invalid phone number!' for a number too short to be real", async () => {
    renderAuth(routes, '/register');
    await fill({ phone: '5012' });
    await submit();
    expect(await screen.findByText('Invalid phone number!')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/accounts/register')).toBe(false);
  });

  it('warns about an existing e-mail with a Log In link to /login?email=, and renews the captcha', async () => {
    stubApi(() => ({
      status: 409,
      body: { statusCode: 409, code: 'EMAIL_EXISTS', message: 'An account with this email already exists.' },
    }));
    renderAuth(routes, '/register');
    await fill();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists.');
    expect(within(alert).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?email=sara%40example.com',
    );
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(captchaState.renewals).toBe(1);

    await userEvent.click(within(alert).getByRole('link', { name: 'Log In' }));
    expect(await screen.findByLabelText('Email address')).toHaveValue('sara@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('shows the social account message of a 409 SOCIAL_ACCOUNT', async () => {
    stubApi(() => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'SOCIAL_ACCOUNT',
        message: 'Opps! You last time signed up with your Gmail account.',
      },
    }));
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

describe('a guest signing up', () => {
  it("keeps the guest's one saved cart item for the new account", async () => {
    const saved = {
      itemType: 0,
      activityId: 7,
      slug: 'desert-safari',
      cartPriceOptions: [{ priceOptionId: 3, quantity: 2 }],
      date: '2026-12-03',
    };
    sessionStorage.setItem(SAVED_CART_ITEM_KEY, JSON.stringify(saved));
    const { router } = renderAuth(routes, '/register');
    await fill();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(sessionStorage.getItem(SAVED_CART_ITEM_KEY) ?? 'null')).toEqual(saved);
    sessionStorage.clear();
  });
});

describe('/register never hangs on a failed request', () => {
  it.each<[string, () => Reply]>([
    [
      'the server answers 500',
      () => ({
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side.' },
      }),
    ],
    ['the network fails', () => offline],
  ])('when %s: ends loading, says so, keeps what was typed, and signs up on the second try', async (_case, failure) => {
    let attempts = 0;
    stubApi(() => (++attempts === 1 ? failure() : { status: 201, body: userFixture() }));
    const { router } = renderAuth(routes, '/register');
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong and nothing was saved. Please check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(screen.getByLabelText('First name')).toHaveValue('Sara');
    expect(screen.getByLabelText('Last name')).toHaveValue('Haddad');
    expect(screen.getByLabelText('Email address')).toHaveValue('sara@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret#123');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('Secret#123');
    expect(captchaState.renewals).toBe(1);

    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = api.calls.filter((call) => call.path === '/api/accounts/register');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toMatchObject({
      firstName: 'Sara',
      lastName: 'Haddad',
      email: 'sara@example.com',
      phoneNumber: '+971501234567',
      password: 'Secret#123',
    });
  });
});
