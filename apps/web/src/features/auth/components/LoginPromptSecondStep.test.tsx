import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPrompt } from '../../login-dialog/LoginPrompt.tsx';
import { currentUserQuery } from '../../../lib/session.ts';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { userFixture, visitor } from '../testing/renderAuth.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

afterEach(cleanup);

describe('login pop-up: two-step sign-in', () => {
  it('asks for the code inside the pop-up, takes a recovery code, and closes signed in', async () => {
    const onDone = vi.fn();
    const api = mockRoutes({
      ...visitor,
      'GET /api/auth/providers': () => ({ status: 200, body: { providers: [] } }),
      'POST /api/accounts/login': () => ({
        status: 202,
        body: {
          secondStep: {
            ticket: 'ticket-2',
            methods: ['authenticator', 'recovery'],
            expiresAt: '2026-03-05T10:05:00.000Z',
          },
        },
      }),
      'POST /api/accounts/two-step': () => ({ status: 200, body: userFixture() }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function Page() {
      const [open, setOpen] = useState(true);
      return <LoginPrompt open={open} onOpenChange={setOpen} onDone={onDone} />;
    }
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/activity/desert-safari']}>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    await userEvent.type(within(dialog).getByLabelText('Email address'), 'sara@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret#123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await within(dialog).findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Authenticator code')).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(within(dialog).getByLabelText('Recovery code'), 'ABCDE-FGHJK');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(client.getQueryData(currentUserQuery.queryKey)).toEqual(userFixture());
    expect(api.calls.find((call) => call.path === '/api/accounts/two-step')?.body).toEqual({
      method: 'recovery',
      code: 'ABCDE-FGHJK',
      ticket: 'ticket-2',
    });
  });
});
