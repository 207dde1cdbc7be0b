import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPrompt, type LoginPromptProps } from '../../login-dialog/LoginPrompt.tsx';
import { openConfirmationPrompt } from '../../../lib/confirmation-prompt.ts';
import { currentUserQuery } from '../../../lib/session.ts';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { userFixture, visitor } from '../testing/renderAuth.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));
vi.mock('../../../lib/confirmation-prompt.ts', () => ({
  openConfirmationPrompt: vi.fn(),
  closeConfirmationPrompt: vi.fn(),
}));

const onDone = vi.fn();

function renderPrompt(props: Partial<LoginPromptProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Page() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <p>{open ? 'prompt open' : 'prompt closed'}</p>
        <LoginPrompt open={open} onOpenChange={setOpen} onDone={onDone} {...props} />
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
  return { client };
}

let api: ReturnType<typeof mockRoutes>;
function stubApi(routes: Parameters<typeof mockRoutes>[0] = {}) {
  api = mockRoutes({
    ...visitor,
    // The pop-up asks which social sign-ins there are; none here.
    'GET /api/auth/providers': () => ({ status: 200, body: { providers: [] } }),
    ...routes,
  });
}
beforeEach(() => {
  onDone.mockClear();
  vi.mocked(openConfirmationPrompt).mockClear();
  stubApi();
});
afterEach(() => {
  cleanup();
});

async function fillGuest(email = 'omar@example.com') {
  await userEvent.type(await screen.findByLabelText('First name'), 'Omar');
  await userEvent.type(screen.getByLabelText('Last name'), 'Khan');
  await userEvent.type(screen.getByLabelText('Email address'), email);
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '501234567');
}

describe('login pop-up', () => {
  it('offers sign in and sign up, but no guest view unless opened from checkout', async () => {
    renderPrompt({ initialView: 'guest', reason: 'Log in to save your favourites.' });
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(dialog).toHaveAccessibleDescription('Log in to save your favourites.');
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Login', 'Sign Up']);
    expect(within(dialog).getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
  });

  it('only asks that the password is there in the pop-up (Required), then signs in, closes and keeps the page', async () => {
    stubApi({ 'POST /api/accounts/login': () => ({ status: 200, body: userFixture() }) });
    const { client } = renderPrompt();
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Email address'), 'sara@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByText('prompt closed')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(client.getQueryData(currentUserQuery.queryKey)).toEqual(userFixture());
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(openConfirmationPrompt).not.toHaveBeenCalled();
  });

  it('from checkout: continues as a guest, closes and calls onDone', async () => {
    stubApi({
      'POST /api/accounts/guest': () => ({ status: 200, body: userFixture({ firstName: 'Omar', isGuest: true }) }),
    });
    const { client } = renderPrompt({ fromCheckout: true, initialView: 'guest' });
    const dialog = await screen.findByRole('dialog', { name: 'Continue as a Guest' });
    expect(within(dialog).getByRole('tab', { name: 'Guest' })).toHaveAttribute('aria-selected', 'true');
    await fillGuest();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue as a Guest' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.getByText('prompt closed')).toBeInTheDocument();
    expect(client.getQueryData(currentUserQuery.queryKey)).toMatchObject({ isGuest: true });
    expect(api.calls.find((call) => call.path === '/api/accounts/guest')?.body).toEqual({
      firstName: 'Omar',
      lastName: 'Khan',
      email: 'omar@example.com',
      phoneNumber: '+971501234567',
      captcha: expect.stringMatching(/^payload-/),
    });
  });

  it('a guest e-mail of a full account warns, and its Log In switches to sign in with the e-mail', async () => {
    stubApi({
      'POST /api/accounts/guest': () => ({
        status: 409,
        body: { statusCode: 409, code: 'EMAIL_EXISTS', message: 'An account with this email already exists.' },
      }),
    });
    renderPrompt({ fromCheckout: true, initialView: 'guest' });
    await fillGuest('sara@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue as a Guest' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email address')).toHaveValue('sara@example.com');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a guest e-mail of a social account shows which provider it used', async () => {
    stubApi({
      'POST /api/accounts/guest': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'SOCIAL_ACCOUNT',
          message: 'Opps! You last time signed up with your Facebook account.',
        },
      }),
    });
    renderPrompt({ fromCheckout: true, initialView: 'guest' });
    await fillGuest('sara@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue as a Guest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Opps! You last time signed up with your Facebook account.',
    );
    expect(screen.getByText('prompt open')).toBeInTheDocument();
  });

  it('signing up closes the pop-up and asks the new customer to confirm the e-mail', async () => {
    stubApi({ 'POST /api/accounts/register': () => ({ status: 201, body: userFixture() }) });
    renderPrompt({ initialView: 'signup' });
    await userEvent.type(await screen.findByLabelText('First name'), 'Sara');
    await userEvent.type(screen.getByLabelText('Last name'), 'Haddad');
    await userEvent.type(screen.getByLabelText('Email address'), 'sara@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '501234567');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(openConfirmationPrompt).toHaveBeenCalledTimes(1));
    expect(screen.getByText('prompt closed')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
