import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSKEY_MESSAGES } from '@weekends/shared';
import { currentUserQuery } from '../../lib/session.ts';
import { mockRoutes, offline, type RouteHandler } from '../../test/api/mockApi.ts';
import { LoginPage } from '../auth/routes/LoginPage.tsx';
import { renderAuth, userFixture, visitor } from '../auth/testing/renderAuth.tsx';
import { LoginPrompt } from '../login-dialog/LoginPrompt.tsx';
import { authenticationOptions, base64url, installFakeAuthenticator } from './testing/fakeAuthenticator.ts';

vi.mock('../../components/form/Captcha.tsx', () => import('../../test/FakeCaptcha.tsx'));

afterEach(() => {
  cleanup();
});

const user = userFixture({ firstName: 'Layla' });
const signedIn: RouteHandler = () => ({ status: 200, body: user });

function stubApi(signIn: RouteHandler = signedIn) {
  return mockRoutes({
    ...visitor,
    'GET /api/auth/providers': () => ({ status: 200, body: { providers: [] } }),
    'POST /api/accounts/passkey/sign-in-options': () => ({ status: 200, body: authenticationOptions() }),
    'POST /api/accounts/passkey/sign-in': signIn,
  });
}

const passkeyButton = () => screen.findByRole('button', { name: 'Sign in with a passkey' });

describe('Sign in with a passkey, on /login', () => {
  it('signs in with the passkey the browser offers and goes where the visitor was going', async () => {
    const authenticator = installFakeAuthenticator();
    authenticator.willSign('laylas-phone');
    const api = stubApi();
    const { router, client } = renderAuth([{ path: '/login', Component: LoginPage }], '/login?returnTo=/checkout');
    await userEvent.click(await passkeyButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    await waitFor(() => expect(client.getQueryData(currentUserQuery.queryKey)).toMatchObject({ id: user.id }));
    // The browser was asked for a discoverable passkey (nobody named) with the server's challenge.
    const asked = authenticator.get.mock.calls[0]![0].publicKey!;
    expect(asked.allowCredentials).toBeUndefined();
    expect(asked.userVerification).toBe('required');
    const sent = api.calls.find((call) => call.path === '/api/accounts/passkey/sign-in')!.body as {
      response: { id: string; response: { signature: string } };
      transport: string;
    };
    expect(sent.response.id).toBe(base64url('laylas-phone'));
    expect(sent.response.response.signature).toBe(base64url('signature'));
    expect(sent.transport).toBe('cookie');
  });

  it('says quietly that a closed prompt cancelled the sign-in, and can be tried again', async () => {
    const authenticator = installFakeAuthenticator();
    authenticator.willRefuse('NotAllowedError', 'get');
    const api = stubApi();
    renderAuth([{ path: '/login', Component: LoginPage }], '/login');
    await userEvent.click(await passkeyButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Passkey sign-in was cancelled.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/accounts/passkey/sign-in')).toBe(false);
    expect(await passkeyButton()).toBeEnabled();
  });

  it('says why the server refused a passkey it does not hold, and gives the button back', async () => {
    const authenticator = installFakeAuthenticator();
    authenticator.willSign('a-removed-key');
    stubApi(() => ({
      status: 401,
      body: { statusCode: 401, code: 'PASSKEY_UNKNOWN', message: PASSKEY_MESSAGES.unknownPasskey },
    }));
    renderAuth([{ path: '/login', Component: LoginPage }], '/login');
    await userEvent.click(await passkeyButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.unknownPasskey);
    expect(await passkeyButton()).toBeEnabled();
  });

  it('says the sign-in failed when the network does, never leaving the button waiting', async () => {
    const authenticator = installFakeAuthenticator();
    authenticator.willSign();
    stubApi(() => offline);
    renderAuth([{ path: '/login', Component: LoginPage }], '/login');
    await userEvent.click(await passkeyButton());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(await passkeyButton()).toBeEnabled();
  });

  it('is not offered by a browser without WebAuthn', async () => {
    stubApi();
    renderAuth([{ path: '/login', Component: LoginPage }], '/login');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });
});

describe('Sign in with a passkey, in the login pop-up', () => {
  it('signs in and closes the pop-up, leaving the visitor where they were', async () => {
    const authenticator = installFakeAuthenticator();
    authenticator.willSign();
    stubApi();
    const onDone = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>{open ? 'prompt open' : 'prompt closed'}</p>
          <LoginPrompt open={open} onOpenChange={setOpen} onDone={onDone} />
        </>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/activity/desert-safari']}>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(await passkeyButton());
    expect(await screen.findByText('prompt closed')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
    expect(client.getQueryData(currentUserQuery.queryKey)).toMatchObject({ id: user.id });
  });
});
