import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mockRoutes } from '../test/api/mockApi.ts';
import { customerFixture } from '../test/fakeApi.tsx';
import { Layout } from './Layout.tsx';

// The frame's own parts are counted, not drawn: what is checked is which parts the session's answer renders again.
const drawn = vi.hoisted(() => ({ header: 0, footer: 0 }));
vi.mock('./header/Header.tsx', () => ({ Header: () => (drawn.header++, (<header>Header</header>)) }));
vi.mock('./footer/Footer.tsx', () => ({ Footer: () => (drawn.footer++, (<footer>Footer</footer>)) }));

describe('Layout', () => {
  it("does not draw the header and footer again when the session's answer comes, and shows an unconfirmed customer's notice", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const session = mockRoutes({
      'GET /api/accounts/session': () => ({ status: 200, body: { user: { ...customerFixture, isConfirmed: false } } }),
    });
    session.hold();
    const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '/', element: <h1>Home</h1> }] }]);
    // Awaited: the footer's part waits for its code, and React runs the effects after a suspended render only when
    // the act around it is awaited.
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
    });
    await screen.findByRole('heading', { name: 'Home' });
    // The footer is a part of its own, drawn once its code has come.
    await screen.findByRole('contentinfo');
    const before = { ...drawn };

    act(() => session.release());
    expect(await screen.findByRole('region', { name: 'Email confirmation' })).toBeInTheDocument();
    expect(drawn).toEqual(before);
  });
});
