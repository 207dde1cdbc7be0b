import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@weekends/shared';
import { customerFixture as customer, fakeFetch } from '../../../test/fakeApi.tsx';
import { renderDashboard } from '../testing/renderDashboard.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body?: unknown };

function setup(routes: Record<string, (request: { body: unknown }) => Answer | Promise<Answer>>) {
  const api = fakeFetch(routes);
  vi.stubGlobal('fetch', api.fetch);
  const rendered = renderDashboard('/customer/dashboard/profile');
  return { ...rendered, api, sent: (method: string) => api.calls.filter((call) => call.method === method) };
}

describe('Personal Information', () => {
  it("fills in the customer's details, with the e-mail read-only and explained", () => {
    setup({});
    expect(screen.getByLabelText('First Name')).toHaveValue('Layla');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Haddad');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('layla@example.test');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Your e-mail address is your login, so it cannot be changed here.');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+971 50 123 4567');
  });

  it('saves, says so, and shows the new name in the header at once', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const { sent } = setup({
      'PATCH /api/accounts/me': ({ body }) =>
        new Promise<Answer>((resolve) => {
          release = () => resolve({ status: 200, body: { ...customer, ...(body as object) } });
        }),
    });
    const first = screen.getByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'Noor');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Wait..' })).toBeDisabled();
    release();
    expect(await screen.findByText('Your personal information has been saved.')).toBeInTheDocument();
    expect(screen.getByText('Noor Haddad')).toBeInTheDocument();
    expect(sent('PATCH')).toEqual([expect.objectContaining({ path: '/api/accounts/me', body: { firstName: 'Noor', lastName: 'Haddad', phoneNumber: '+971501234567' } })]);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('requires every field before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = setup({});
    await user.clear(screen.getByLabelText('Last Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent('PATCH')).toEqual([]);
  });

  it("puts the server's field message on its field", async () => {
    const user = userEvent.setup();
    setup({
      'PATCH /api/accounts/me': () => ({
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid request', fieldErrors: { firstName: [ACCOUNT_MESSAGES.tooLong] } },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.tooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing was saved when the server fails, and ends the loading', async () => {
    const user = userEvent.setup();
    setup({ 'PATCH /api/accounts/me': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } }) });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong and nothing was saved.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByText('Layla Haddad')).toBeInTheDocument();
  });
});

describe('Change Password', () => {
  const open = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('tab', { name: 'Change Password' }));
    return within(screen.getByRole('tabpanel', { name: 'Change Password' }));
  };

  async function fill(user: ReturnType<typeof userEvent.setup>, panel: Awaited<ReturnType<typeof open>>, confirm = 'Weekend#2027') {
    await user.type(panel.getByLabelText('Old Password'), 'Weekend#2026');
    await user.type(panel.getByLabelText('New Password'), 'Weekend#2027');
    await user.type(panel.getByLabelText('Confirm Password'), confirm);
    await user.click(panel.getByRole('button', { name: 'Change Password' }));
  }

  it('explains the password rule under the new password', async () => {
    const user = userEvent.setup();
    setup({});
    const panel = await open(user);
    expect(panel.getByLabelText('New Password')).toHaveAccessibleDescription(/at least 6 characters, with an upper case letter/i);
  });

  it("says 'Confirm Password do not match!' and sends nothing", async () => {
    const user = userEvent.setup();
    const { sent } = setup({});
    const panel = await open(user);
    await fill(user, panel, 'Weekend#2028');
    expect(await panel.findByText('Confirm Password do not match!')).toBeInTheDocument();
    expect(sent('POST')).toEqual([]);
  });

  it("shows the server's 'Wrong password!' under the old password", async () => {
    const user = userEvent.setup();
    setup({
      'POST /api/accounts/password/change': () => ({
        status: 400,
        body: { statusCode: 400, code: 'WRONG_PASSWORD', message: 'Wrong password!', fieldErrors: { currentPassword: ['Wrong password!'] } },
      }),
    });
    const panel = await open(user);
    await fill(user, panel);
    expect(await panel.findByText('Wrong password!')).toBeInTheDocument();
    const old = panel.getByLabelText('Old Password');
    expect(old).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(old).toHaveFocus());
    expect(panel.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  it('changes the password, says so and clears the form', async () => {
    const user = userEvent.setup();
    const { sent } = setup({ 'POST /api/accounts/password/change': () => ({ status: 204 }) });
    const panel = await open(user);
    await fill(user, panel);
    expect(await panel.findByText('Your password changed successfully')).toBeInTheDocument();
    expect(panel.getByLabelText('Old Password')).toHaveValue('');
    expect(panel.getByLabelText('New Password')).toHaveValue('');
    expect(panel.getByLabelText('Confirm Password')).toHaveValue('');
    expect(sent('POST')).toEqual([
      expect.objectContaining({ path: '/api/accounts/password/change', body: { currentPassword: 'Weekend#2026', newPassword: 'Weekend#2027', confirmPassword: 'Weekend#2027' } }),
    ]);
  });
});
