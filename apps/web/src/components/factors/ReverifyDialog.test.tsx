import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { SecurityOverview } from '@weekends/shared';
import { mockRoutes } from '../../test/api/mockApi.ts';
import { api } from '../../lib/api.ts';
import { withReverify } from '../../lib/reverify.ts';
import { PasskeyCeremonyError } from '../../lib/passkeys/ceremony.ts';
import { ReverifyHost } from './ReverifyHost.tsx';

const passkeyReverify = vi.fn<() => Promise<void>>();
vi.mock('../../lib/passkeys/reverify.ts', () => ({ passkeyReverify: () => passkeyReverify() }));
// jsdom has no WebAuthn: the button is shown where the browser has it.
vi.mock('../../lib/passkeys/ceremony.ts', async (original) => ({
  ...(await original<typeof import('../../lib/passkeys/ceremony.ts')>()),
  usePasskeySupport: () => true,
}));

const overview = (verifyWith: SecurityOverview['verifyWith']): SecurityOverview => ({
  required: false,
  authenticator: { enabled: verifyWith.includes('authenticator'), confirmedAt: null },
  passkeys: verifyWith.includes('passkey') ? 1 : 0,
  recoveryCodesLeft: 0,
  verifyWith,
  verifiedUntil: null,
  proven: false,
});

const reverifyRequired = {
  status: 403,
  body: {
    statusCode: 403,
    code: 'REVERIFY_REQUIRED',
    message: 'For your security, please confirm it is you before you continue.',
  },
};

beforeEach(() => {
  passkeyReverify.mockReset();
});
afterEach(() => {
  cleanup();
});

function mount() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ReverifyHost />
    </QueryClientProvider>,
  );
}

/** A passkey-only account's sensitive request: refused until it is you, then sent again once. */
function passkeyOnlyAccount() {
  let removals = 0;
  const routes = mockRoutes({
    'GET /api/account/security': () => ({ status: 200, body: overview(['passkey']) }),
    'DELETE /api/accounts/me/passkeys/{id}': () => (++removals === 1 ? reverifyRequired : { status: 204 }),
  });
  const remove = () =>
    withReverify(() => api.delete('/api/accounts/me/passkeys/{id}', { params: { path: { id: 7 } } }));
  return { routes, remove };
}

it('confirms a passkey-only account with its passkey, then sends the waiting request again', async () => {
  const { routes, remove } = passkeyOnlyAccount();
  passkeyReverify.mockResolvedValue();
  mount();
  const user = userEvent.setup();
  const done = remove();
  await user.click(await screen.findByRole('button', { name: 'Confirm with a passkey' }));
  await done;
  expect(passkeyReverify).toHaveBeenCalledTimes(1);
  expect(routes.calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says quietly that the passkey prompt was closed, and sends nothing until it is you', async () => {
  const { routes, remove } = passkeyOnlyAccount();
  passkeyReverify.mockRejectedValueOnce(new PasskeyCeremonyError('cancelled'));
  mount();
  const user = userEvent.setup();
  const refused = remove().catch((error: unknown) => error);
  await user.click(await screen.findByRole('button', { name: 'Confirm with a passkey' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The passkey prompt was closed.');
  expect(routes.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await refused).toMatchObject({ status: 403 });
  expect(routes.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
});
