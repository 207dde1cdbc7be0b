import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECURITY_MESSAGES } from '@weekends/shared';
import { currentUserQuery } from '../../../lib/session.ts';
import { mockAnswers, mockRoutes } from '../../../test/api/mockApi.ts';
import { renderAuth, userFixture, visitor } from '../testing/renderAuth.tsx';
import { LoginPage } from './LoginPage.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

const routes = [{ path: '/login', Component: LoginPage }];
const challenge = (methods: string[]) => ({
  status: 202,
  body: { secondStep: { ticket: 'ticket-1', methods, expiresAt: '2026-03-05T10:05:00.000Z' } },
});
const refused = (code: string, message: string) => ({
  status: 400,
  body: { statusCode: 400, code, message, fieldErrors: { code: [message] } },
});

afterEach(cleanup);

async function signInWithPassword() {
  await userEvent.type(await screen.findByLabelText('Email address'), 'sara@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('two-step sign-in', () => {
  it('asks for the authenticator code after the password, refuses a wrong one on the field, then signs in', async () => {
    const api = mockRoutes({
      ...visitor,
      'GET /api/auth/providers': () => ({ status: 200, body: { providers: [] } }),
      'POST /api/accounts/login': () => challenge(['authenticator', 'recovery']),
    });
    const twoStep = mockAnswers('POST /api/accounts/two-step', [
      refused('CODE_WRONG', SECURITY_MESSAGES.codeWrong),
      { status: 200, body: userFixture() },
    ]);
    const { router, client } = renderAuth(routes, {
      pathname: '/login',
      state: { returnTo: '/activity/desert-safari' },
    });
    await signInWithPassword();

    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    const code = screen.getByLabelText('Authenticator code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // No session yet: nothing is stored until the second step.
    expect(client.getQueryData(currentUserQuery.queryKey)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(SECURITY_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(twoStep.calls).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(SECURITY_MESSAGES.codeWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Authenticator code')).toHaveValue('123456');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();

    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(client.getQueryData(currentUserQuery.queryKey)).toEqual(userFixture()));
    expect(router.state.location.pathname).toBe('/activity/desert-safari');
    expect(twoStep.calls.map((call) => call.body)).toEqual([
      { method: 'authenticator', code: '123456', ticket: 'ticket-1' },
      { method: 'authenticator', code: '654321', ticket: 'ticket-1' },
    ]);
    expect(api.calls.filter((call) => call.path === '/api/accounts/login')).toHaveLength(1);
  });

  it('takes a recovery code instead, and starts again when the ticket has expired', async () => {
    mockRoutes({
      ...visitor,
      'GET /api/auth/providers': () => ({ status: 200, body: { providers: [] } }),
      'POST /api/accounts/login': () => challenge(['authenticator', 'recovery']),
      'POST /api/accounts/two-step': () => ({
        status: 400,
        body: { statusCode: 400, code: 'TICKET_EXPIRED', message: SECURITY_MESSAGES.ticketExpired },
      }),
    });
    renderAuth(routes, '/login');
    await signInWithPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('button', { name: 'Use your authenticator app instead' })).toBeInTheDocument();
    await userEvent.type(recovery, 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECURITY_MESSAGES.ticketExpired);

    await userEvent.click(screen.getByRole('button', { name: 'Start again with your e-mail and password' }));
    expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
  });

  it('finishes a social sign-in with the code, its ticket waiting in a cookie', async () => {
    const twoStep = mockRoutes({
      ...visitor,
      'POST /api/accounts/two-step': () => ({ status: 200, body: userFixture() }),
    });
    const { router } = renderAuth(routes, '/login?secondStep=authenticator&returnTo=%2Fweekend-passes');
    await userEvent.type(await screen.findByLabelText('Authenticator code'), '123 456');
    // Only the app: no recovery codes to offer.
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/weekend-passes'));
    expect(twoStep.calls.find((call) => call.path === '/api/accounts/two-step')?.body).toEqual({
      method: 'authenticator',
      code: '123 456',
    });
  });
});
