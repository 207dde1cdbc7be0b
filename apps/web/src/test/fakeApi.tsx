import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CurrentUser } from '@weekends/shared';
import { LoginPromptSlot } from '../components/loginPromptSlot.ts';
import { renderLoginPrompt } from '../features/login-dialog/LoginPrompt.tsx';

/**
 * Test-only helpers shared by every web feature: a render with the app's providers and a signed-in customer. The
 * fake backend the tests answer requests with is test/api/mockApi.ts.
 */

export interface RenderOptions {
  /** The address the memory router starts at. */
  path?: string;
  /** The router's base, as an Arabic page's is ('/ar'): its links are written under it. */
  basename?: string;
  /**
   * Renders `ui` only at addresses matching this route pattern; any other address renders 'Now at {path}', so
   * redirects can be asserted. Left out, `ui` renders at every address.
   */
  pattern?: string;
  /** Seeds the session as the header's request would have left it: null for a visitor; left out, it is fetched. */
  user?: CurrentUser | null;
  /** Cache entries set before the first render, as if loaded earlier. */
  prepare?: (client: QueryClient) => void;
}

/**
 * Renders `ui` with a fresh query cache (no retries, so failures show at once), the login pop-up and a memory router.
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', basename, pattern, user, prepare }: RenderOptions = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user !== undefined) client.setQueryData(['session', 'me'], user);
  prepare?.(client);
  const view = render(
    <QueryClientProvider client={client}>
      <LoginPromptSlot value={renderLoginPrompt}>
        <MemoryRouter initialEntries={[path]} basename={basename}>
          {pattern === undefined ? (
            ui
          ) : (
            <Routes>
              <Route path={pattern} element={ui} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          )}
        </MemoryRouter>
      </LoginPromptSlot>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

/** A signed-in customer; `{ ...customerFixture, isGuest: true }` for a guest. */
export const customerFixture: CurrentUser = {
  id: 3,
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'layla@example.test',
  phoneNumber: '+971501234567',
  isGuest: false,
  socialLogin: 0,
  isHost: false,
  isCorporate: false,
  isConfirmed: true,
  isAdmin: false,
  staffRole: null,
  isCorporateAdmin: false,
};

/** A member of the provider's staff with a role (the owner may use the whole back office). */
export const staffFixture = (staffRole: NonNullable<CurrentUser['staffRole']> = 'owner'): CurrentUser => ({
  ...customerFixture,
  isAdmin: true,
  staffRole,
});
