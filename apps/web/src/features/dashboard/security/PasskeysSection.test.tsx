import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, PASSKEY_MESSAGES, type Passkey } from '@weekends/shared';
import { mockRoutes, type Reply, type RouteHandler } from '../../../test/api/mockApi.ts';
import { deviceKind } from '../../passkeys/deviceName.ts';
import {
  authenticationOptions,
  base64url,
  installFakeAuthenticator,
  registrationOptions,
} from '../../passkeys/testing/fakeAuthenticator.ts';
import { customerFixture, renderWithProviders } from '../../../test/fakeApi.tsx';
import { PasskeysSection } from './PasskeysSection.tsx';

afterEach(() => {
  cleanup();
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1';

function passkey(id: number, overrides: Partial<Passkey> = {}): Passkey {
  return {
    id,
    name: `Key ${id}`,
    // 20:30 UTC is the next day in Dubai.
    createdAt: '2026-03-04T20:30:00.000Z',
    lastUsedAt: null,
    deviceType: 'singleDevice',
    backedUp: false,
    ...overrides,
  };
}

/** The passkeys the server holds, changed by the routes as the server would. */
function server(initial: Passkey[], routes: Record<string, RouteHandler> = {}) {
  let items = [...initial];
  const api = mockRoutes({
    'GET /api/accounts/me/passkeys': () => ({ status: 200, body: { items } }),
    'POST /api/accounts/me/passkeys/registration-options': () => ({ status: 200, body: registrationOptions() }),
    'POST /api/accounts/me/passkeys': ({ body }) => {
      const added = passkey(99, { name: (body as { name: string }).name });
      items = [...items, added];
      return { status: 201, body: added };
    },
    'PATCH /api/accounts/me/passkeys/{id}': ({ params, body }) => {
      items = items.map((p) => (p.id === Number(params.id) ? { ...p, name: (body as { name: string }).name } : p));
      return { status: 200, body: items.find((p) => p.id === Number(params.id))! };
    },
    'DELETE /api/accounts/me/passkeys/{id}': ({ params }) => {
      items = items.filter((p) => p.id !== Number(params.id));
      return { status: 204 };
    },
    ...routes,
  });
  return {
    api,
    sent: (method: string, path: string) => api.calls.filter((c) => c.method === method && c.path === path),
  };
}

const open = () =>
  renderWithProviders(<PasskeysSection />, { path: '/customer/dashboard/security', user: customerFixture });
const section = () => screen.findByRole('region', { name: 'Passkeys' });

describe('the passkeys of Security and Privacy', () => {
  it('lists each passkey with when it was added and last used (Dubai days), and which are synced', async () => {
    server([
      passkey(1, { name: 'iPhone', backedUp: true, deviceType: 'multiDevice', lastUsedAt: '2026-03-10T08:00:00.000Z' }),
      passkey(2, { name: 'Security key' }),
    ]);
    open();
    const list = await within(await section()).findByRole('list');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('iPhone');
    expect(first).toHaveTextContent('Synced');
    expect(first).toHaveTextContent('Added 5 Mar 2026 · last used 10 Mar 2026');
    expect(second).toHaveTextContent('Security key');
    expect(second).not.toHaveTextContent('Synced');
    expect(second).toHaveTextContent('not used yet');
  });

  it('tells a browser without WebAuthn why it cannot add one', async () => {
    server([]);
    open();
    const region = await section();
    expect(await within(region).findByText(/This browser cannot create passkeys/)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(await within(region).findByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('adds a passkey named after the device, and lists it', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const authenticator = installFakeAuthenticator();
    authenticator.willCreate('new-key');
    const { sent } = server([]);
    open();
    await userEvent.click(await within(await section()).findByRole('button', { name: 'Add a passkey' }));
    const name = screen.getByLabelText('Passkey name');
    expect(name).toHaveValue('iPhone');
    await userEvent.clear(name);
    await userEvent.type(name, 'Personal iPhone');
    await userEvent.click(screen.getByRole('button', { name: 'Create passkey' }));

    expect(await screen.findByText(/Passkey added\./)).toBeInTheDocument();
    expect(await screen.findByText('Personal iPhone')).toBeInTheDocument();
    // The browser was asked for a discoverable credential with user verification, as the server's options say.
    const asked = authenticator.create.mock.calls[0]![0].publicKey!;
    expect(asked.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const [save] = sent('POST', '/api/accounts/me/passkeys');
    expect(save!.body).toMatchObject({
      name: 'Personal iPhone',
      response: { id: base64url('new-key'), type: 'public-key' },
    });
    vi.restoreAllMocks();
  });

  it('says quietly that adding was cancelled, keeps the form, and saves nothing', async () => {
    const authenticator = installFakeAuthenticator();
    authenticator.willRefuse('NotAllowedError', 'create');
    const { sent } = server([]);
    open();
    await userEvent.click(await within(await section()).findByRole('button', { name: 'Add a passkey' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create passkey' }));
    expect(await screen.findByText('Adding the passkey was cancelled.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create passkey' })).toBeEnabled();
    expect(sent('POST', '/api/accounts/me/passkeys')).toEqual([]);
  });

  it('says when this device holds a passkey of the account already, and asks for a name before anything', async () => {
    const authenticator = installFakeAuthenticator();
    authenticator.willRefuse('InvalidStateError', 'create');
    const { sent } = server([passkey(1)]);
    open();
    await userEvent.click(await within(await section()).findByRole('button', { name: 'Add a passkey' }));
    const name = screen.getByLabelText('Passkey name');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Create passkey' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(sent('POST', '/api/accounts/me/passkeys/registration-options')).toEqual([]);

    await userEvent.type(name, 'Laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Create passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This device already holds a passkey for your account.');
  });

  it('renames a passkey', async () => {
    const { sent } = server([passkey(1, { name: 'Phone' })]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Phone' }));
    const name = screen.getByLabelText('Passkey name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Old phone');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passkey renamed.')).toBeInTheDocument();
    expect(await screen.findByText('Old phone')).toBeInTheDocument();
    expect(sent('PATCH', '/api/accounts/me/passkeys/1')[0]!.body).toEqual({ name: 'Old phone' });
  });

  it('removes a passkey once confirmed', async () => {
    const { sent } = server([passkey(1, { name: 'Phone' }), passkey(2, { name: 'Laptop' })]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Phone' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveTextContent('You will no longer be able to sign in with Phone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByText('Passkey removed.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Phone')).not.toBeInTheDocument());
    expect(screen.getByText('Laptop')).toBeInTheDocument();
    expect(sent('DELETE', '/api/accounts/me/passkeys/1')).toHaveLength(1);
  });

  it('asks to confirm it is you with a passkey when the server does, then removes it', async () => {
    const authenticator = installFakeAuthenticator();
    authenticator.willSign('laptop-key');
    let verified = false;
    const refused: Reply = {
      status: 403,
      body: { statusCode: 403, code: 'REVERIFY_REQUIRED', message: ACCOUNT_MESSAGES.reverifyRequired },
    };
    const { sent } = server([passkey(1, { name: 'Phone' }), passkey(2, { name: 'Laptop' })], {
      'DELETE /api/accounts/me/passkeys/{id}': () => (verified ? { status: 204 } : refused),
      'POST /api/accounts/me/passkeys/reverify-options': () => ({
        status: 200,
        body: authenticationOptions([base64url('phone-key'), base64url('laptop-key')]),
      }),
      'POST /api/accounts/me/passkeys/reverify': () => {
        verified = true;
        return { status: 204 };
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Phone' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(dialog).findByText(/please confirm it is you with one of your passkeys/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm with a passkey' }));
    expect(await screen.findByText('Passkey removed.')).toBeInTheDocument();
    // Only the account's own passkeys were offered, and the removal was tried again once confirmed.
    expect(authenticator.get.mock.calls[0]![0].publicKey!.allowCredentials).toHaveLength(2);
    expect(sent('POST', '/api/accounts/me/passkeys/reverify')[0]!.body).toMatchObject({
      response: { id: base64url('laptop-key') },
    });
    expect(sent('DELETE', '/api/accounts/me/passkeys/1')).toHaveLength(2);
  });

  it("says why an admin's last second factor stays, and keeps the dialog open", async () => {
    server([passkey(1, { name: 'Phone' })], {
      'DELETE /api/accounts/me/passkeys/{id}': () => ({
        status: 409,
        body: { statusCode: 409, code: 'LAST_SECOND_FACTOR', message: PASSKEY_MESSAGES.lastSecondFactor },
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Phone' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.lastSecondFactor);
    expect(within(dialog).getByRole('button', { name: 'Remove passkey' })).toBeEnabled();
  });
});

describe('the name a new passkey is offered', () => {
  it.each([
    [IPHONE, 0, 'iphone'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/18.0 Safari/605.1.15', 5, 'ipad'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/131.0.0.0 Safari/537.36', 0, 'mac'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0.0.0 Mobile Safari/537.36', 5, 'android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36', 0, 'windows'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) Chrome/131.0.0.0 Safari/537.36', 0, 'chromebook'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36', 0, 'linux'],
    ['curl/8.0', 0, 'other'],
  ])('%s (%i touch points) is %s', (userAgent, touchPoints, kind) => {
    expect(deviceKind(userAgent, touchPoints)).toBe(kind);
  });
});
