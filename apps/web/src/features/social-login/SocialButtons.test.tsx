import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useSocialProviders } from './api.ts';
import { SocialButtons } from './SocialButtons.tsx';
import { renderWithProviders } from '../../test/fakeApi.tsx';
import { mockRoutes } from '../../test/api/mockApi.ts';

// The web project runs without Vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

/** Reads the providers query beside the buttons, to tell when its answer has been rendered. */
function ProvidersStatus() {
  return <p>providers: {useSocialProviders().status}</p>;
}

const providers = (list: string[]) =>
  mockRoutes({ 'GET /api/auth/providers': () => ({ status: 200, body: { providers: list } }) });

describe('SocialButtons', () => {
  it('links each configured provider to its start, coming back to the current page', async () => {
    const fake = providers(['google', 'facebook']);
    const { client } = renderWithProviders(<SocialButtons divider="after" />, {
      path: '/activity/desert-safari?date=2026-05-01',
    });

    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    const returnTo = encodeURIComponent('/activity/desert-safari?date=2026-05-01');
    expect(google).toHaveAttribute('href', `/api/auth/google/start?returnTo=${returnTo}`);
    expect(screen.getByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute(
      'href',
      `/api/auth/facebook/start?returnTo=${returnTo}`,
    );
    expect(screen.getByRole('group', { name: 'Sign in with' })).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(client.getQueryData(['auth', 'providers'])).toEqual({ providers: ['google', 'facebook'] });
    expect(fake.calls).toEqual([{ method: 'GET', path: '/api/auth/providers' }]);
  });

  it('shows only the configured provider and honours returnTo, kept on this site', async () => {
    providers(['facebook']);
    renderWithProviders(<SocialButtons returnTo="//evil.example/steal" />);
    expect(await screen.findByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute(
      'href',
      '/api/auth/facebook/start?returnTo=%2F',
    );
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it.each([
    ['no provider is configured', { status: 200, body: { providers: [] } }],
    ['the list fails to load', { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } }],
  ])('renders nothing when %s', async (_case, answer) => {
    mockRoutes({ 'GET /api/auth/providers': () => answer });
    renderWithProviders(
      <>
        <div data-testid="buttons">
          <SocialButtons divider="before" />
        </div>
        <ProvidersStatus />
      </>,
    );
    // The same query's other reader has seen the answer, so the buttons rendered with it too.
    expect(await screen.findByText(/^providers: (success|error)$/)).toBeInTheDocument();
    expect(screen.getByTestId('buttons')).toBeEmptyDOMElement();
  });
});
