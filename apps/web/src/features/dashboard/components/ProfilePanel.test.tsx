import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@weekends/shared';
import { customerFixture as customer } from '../../../test/fakeApi.tsx';
import { mockRoutes, offline, type Reply, type RouteHandler } from '../../../test/api/mockApi.ts';
import { renderDashboard } from '../testing/renderDashboard.tsx';

afterEach(() => {
  cleanup();
});

/** The save as the server answers it: the account with the fields sent. */
const saved: RouteHandler = ({ body }) => ({ status: 200, body: { ...customer, ...(body as object) } });
/** A password change the server accepts. */
const changed: RouteHandler = () => ({ status: 204 });

function setup(routes: Record<string, RouteHandler>) {
  const api = mockRoutes(routes);
  const rendered = renderDashboard('/customer/dashboard/profile');
  return { ...rendered, api, sent: (method: string) => api.calls.filter((call) => call.method === method) };
}

describe('Personal Information', () => {
  it("fills in the customer's details, the e-mail editable and its confirmation explained", () => {
    setup({});
    expect(screen.getByLabelText('First Name')).toHaveValue('Layla');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Haddad');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('layla@example.test');
    expect(email).not.toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'If you change your e-mail address, we will send a confirmation link to the new one.',
    );
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+971 50 123 4567');
  });

  it("tells a corporate customer that the address stays on the company's domain", () => {
    // Nothing is asked of the server here: any request would fail the test (test/api/mockApi.ts).
    renderDashboard('/customer/dashboard/profile', { ...customer, isCorporate: true });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/stays on your company's e-mail domain/);
  });

  it.each([
    [2, 'Google'],
    [1, 'Facebook'],
  ])("keeps a social account's e-mail as the provider confirmed it (socialLogin %i)", async (socialLogin, provider) => {
    mockRoutes({
      'PATCH /api/accounts/me': ({ body }) => ({
        status: 200,
        body: { ...customer, socialLogin, ...(body as object) },
      }),
    });
    renderDashboard('/customer/dashboard/profile', { ...customer, socialLogin });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      `You sign in with ${provider}, so your e-mail address is the one ${provider} confirmed and cannot be changed here.`,
    );
    await userEvent.type(email, 'x');
    expect(email).toHaveValue('layla@example.test');
  });

  it('saves, says so, and shows the new name in the header at once', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const { sent } = setup({
      'PATCH /api/accounts/me': ({ body }) =>
        new Promise<Reply>((resolve) => {
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
    expect(sent('PATCH')).toEqual([
      expect.objectContaining({
        path: '/api/accounts/me',
        body: { firstName: 'Noor', lastName: 'Haddad', email: 'layla@example.test', phoneNumber: '+971501234567' },
      }),
    ]);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('changes the e-mail: the session turns unconfirmed and the form says where the confirmation link went', async () => {
    const user = userEvent.setup();
    const { sent, client } = setup({
      'PATCH /api/accounts/me': ({ body }) => ({
        status: 200,
        body: { ...customer, ...(body as object), isConfirmed: false },
      }),
    });
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, '  Layla.New@Example.test ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your personal information has been saved. We have sent a confirmation link to layla.new@example.test: please open it to confirm your new e-mail address.',
    );
    // The shared schema lower-cases and trims, as the server does.
    expect(sent('PATCH')).toEqual([
      expect.objectContaining({
        body: { firstName: 'Layla', lastName: 'Haddad', email: 'layla.new@example.test', phoneNumber: '+971501234567' },
      }),
    ]);
    // The header reads the session: its 'Pending' notice shows for the unconfirmed address.
    expect(client.getQueryData(['session', 'me'])).toMatchObject({
      email: 'layla.new@example.test',
      isConfirmed: false,
    });
    expect(screen.getByLabelText('Email')).toHaveValue('layla.new@example.test');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('checks the e-mail before sending', async () => {
    const user = userEvent.setup();
    const { sent } = setup({ 'PATCH /api/accounts/me': saved });
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'layla@');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(sent('PATCH')).toEqual([]);
  });

  it('puts an address another account has under the e-mail, once, and ends the loading', async () => {
    const user = userEvent.setup();
    const { client } = setup({
      'PATCH /api/accounts/me': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'EMAIL_EXISTS',
          message: ACCOUNT_MESSAGES.emailExists,
          fieldErrors: { email: [ACCOUNT_MESSAGES.emailExists] },
        },
      }),
    });
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@example.test');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailExists)).toBeInTheDocument();
    expect(screen.getAllByText(ACCOUNT_MESSAGES.emailExists)).toHaveLength(1);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(client.getQueryData(['session', 'me'])).toMatchObject({ email: 'layla@example.test', isConfirmed: true });
  });

  it('ends the loading with an error when the request never reaches the server', async () => {
    const user = userEvent.setup();
    setup({
      'PATCH /api/accounts/me': () => offline,
    });
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'layla.new@example.test');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong and nothing was saved.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(email).toHaveValue('layla.new@example.test');
  });

  it('requires every field before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = setup({ 'PATCH /api/accounts/me': saved });
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
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Invalid request',
          fieldErrors: { firstName: [ACCOUNT_MESSAGES.tooLong] },
        },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.tooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing was saved when the server fails, and ends the loading', async () => {
    const user = userEvent.setup();
    setup({
      'PATCH /api/accounts/me': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } }),
    });
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

  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    panel: Awaited<ReturnType<typeof open>>,
    confirm = 'Weekend#2027',
  ) {
    await user.type(panel.getByLabelText('Old Password'), 'Weekend#2026');
    await user.type(panel.getByLabelText('New Password'), 'Weekend#2027');
    await user.type(panel.getByLabelText('Confirm Password'), confirm);
    await user.click(panel.getByRole('button', { name: 'Change Password' }));
  }

  it('explains the password rule under the new password', async () => {
    const user = userEvent.setup();
    setup({});
    const panel = await open(user);
    expect(panel.getByLabelText('New Password')).toHaveAccessibleDescription(
      /at least 6 characters, with an upper case letter/i,
    );
  });

  it("says 'Confirm Password do not match!' and sends nothing", async () => {
    const user = userEvent.setup();
    const { sent } = setup({ 'POST /api/accounts/password/change': changed });
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
        body: {
          statusCode: 400,
          code: 'WRONG_PASSWORD',
          message: 'Wrong password!',
          fieldErrors: { currentPassword: ['Wrong password!'] },
        },
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
    const { sent } = setup({ 'POST /api/accounts/password/change': changed });
    const panel = await open(user);
    await fill(user, panel);
    expect(await panel.findByText('Your password changed successfully')).toBeInTheDocument();
    expect(panel.getByLabelText('Old Password')).toHaveValue('');
    expect(panel.getByLabelText('New Password')).toHaveValue('');
    expect(panel.getByLabelText('Confirm Password')).toHaveValue('');
    expect(sent('POST')).toEqual([
      expect.objectContaining({
        path: '/api/accounts/password/change',
        body: { currentPassword: 'Weekend#2026', newPassword: 'Weekend#2027', confirmPassword: 'Weekend#2027' },
      }),
    ]);
  });

  it.each<[string, () => Reply]>([
    [
      'the server answers 500',
      () => ({
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side.' },
      }),
    ],
    ['the network fails', () => offline],
  ])(
    'never hangs when %s: ends loading, says so, keeps what was typed, and changes it on the second try',
    async (_case, failure) => {
      const user = userEvent.setup();
      let attempts = 0;
      const { sent } = setup({
        'POST /api/accounts/password/change': () => (++attempts === 1 ? failure() : { status: 204 }),
      });
      const panel = await open(user);
      await fill(user, panel);
      expect(await panel.findByRole('alert')).toHaveTextContent(
        'Something went wrong and nothing was saved. Please check your connection and try again.',
      );
      expect(panel.getByRole('button', { name: 'Change Password' })).toBeEnabled();
      expect(panel.getByLabelText('Old Password')).toHaveValue('Weekend#2026');
      expect(panel.getByLabelText('New Password')).toHaveValue('Weekend#2027');
      expect(panel.getByLabelText('Confirm Password')).toHaveValue('Weekend#2027');

      await user.click(panel.getByRole('button', { name: 'Change Password' }));
      expect(await panel.findByText('Your password changed successfully')).toBeInTheDocument();
      expect(panel.queryByText(/nothing was saved/)).not.toBeInTheDocument();
      expect(sent('POST')).toHaveLength(2);
      expect(sent('POST')[1]!.body).toEqual({
        currentPassword: 'Weekend#2026',
        newPassword: 'Weekend#2027',
        confirmPassword: 'Weekend#2027',
      });
    },
  );
});
